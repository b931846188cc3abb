import { fakeNetwork } from '../../../test-support/fake-network';
import { fetchRemoteManifest } from '../remote-manifest';

const MANIFEST = {
  mfe_calendar: '/remotes/calendar/mf-manifest.json',
  mfe_admin: '/remotes/admin/mf-manifest.json',
  mfe_public: '/remotes/public/mf-manifest.json',
};

describe('remote manifest (docs/ARCHITECTURE.md section 2)', () => {
  it('when /remotes.json lists every remote, then their manifest URLs are returned', async () => {
    fakeNetwork.on('GET', '/remotes.json', { status: 200, body: MANIFEST });

    await expect(fetchRemoteManifest()).resolves.toEqual(MANIFEST);
    expect(fakeNetwork.requestsTo('GET', '/remotes.json')[0]?.headers.get('Cache-Control')).toBe('no-cache');
  });

  it('when /remotes.json is missing a remote, then loading fails with a clear message', async () => {
    fakeNetwork.on('GET', '/remotes.json', { status: 200, body: { mfe_calendar: MANIFEST.mfe_calendar } });

    await expect(fetchRemoteManifest()).rejects.toThrow(
      'The remotes manifest must name mfe_calendar, mfe_admin, mfe_public',
    );
  });

  it('when /remotes.json cannot be read, then the error carries the status and body', async () => {
    fakeNetwork.on('GET', '/remotes.json', { status: 503, body: 'Service temporarily unavailable' });

    await expect(fetchRemoteManifest()).rejects.toThrow('503: Service temporarily unavailable');
  });
});
