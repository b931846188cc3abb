import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { API_TEST_TIMEOUT_MS, DATABASE_HOOK_TIMEOUT_MS } from '../../../test-support/test-database';
import { startTestApp, type TestApp } from '../../../test-support/test-app';

jest.setTimeout(API_TEST_TIMEOUT_MS);

const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'bp-web-root-'));
const manifestFile = path.join(webRoot, 'remotes.override.json');

function writeFile(relativePath: string, content: string): void {
  const file = path.join(webRoot, relativePath);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

/** A built file with the .br and .gz copies the production build writes beside it. */
function writePrecompressedFile(relativePath: string, content: string): void {
  writeFile(relativePath, content);
  fs.writeFileSync(path.join(webRoot, `${relativePath}.br`), zlib.brotliCompressSync(content));
  fs.writeFileSync(path.join(webRoot, `${relativePath}.gz`), zlib.gzipSync(content));
}

const SHELL_CHUNK = 'console.log("the shell\'s first chunk");';
const EMBED_SCRIPT = 'customElements.define("booking-portal-schedule", class {});';

/** What a build's source map holds: the portal's own sources, which the public origin must not publish. */
const SOURCE_MAP = '{"version":3,"sources":["webpack://shell/./src/app/secret-source.tsx"]}';
const SOURCE_MAPS = [
  { file: 'shell/dist/assets/main.a1b2c3d4.js.map', url: '/assets/main.a1b2c3d4.js.map' },
  { file: 'shell/dist/main.3f9a1c2b7d.js.map', url: '/main.3f9a1c2b7d.js.map' },
  { file: 'mfe-calendar/dist/remoteEntry.js.map', url: '/remotes/calendar/remoteEntry.js.map' },
  { file: 'mfe-public/dist/embed/booking-schedule.js.map', url: '/embed/booking-schedule.js.map' },
] as const;

let app: TestApp;

beforeAll(async () => {
  writeFile('shell/dist/index.html', '<!doctype html><title>Booking Portal</title><div id="root"></div>');
  writeFile('shell/dist/main.3f9a1c2b7d.js', 'console.log("shell")');
  writeFile('mfe-calendar/dist/remoteEntry.js', 'var mfe_calendar;');
  writeFile('mfe-calendar/dist/mf-manifest.json', '{"id":"mfe_calendar"}');
  writeFile('mfe-public/dist/public-embed.5b7e9a0c1d.js', 'var embed;');
  writePrecompressedFile('shell/dist/assets/main.a1b2c3d4.js', SHELL_CHUNK);
  writePrecompressedFile('mfe-public/dist/embed/booking-schedule.js', EMBED_SCRIPT);
  for (const map of SOURCE_MAPS) writeFile(map.file, SOURCE_MAP);
  app = await startTestApp({ env: { WEB_ROOT: webRoot, REMOTES_MANIFEST: manifestFile } });
}, DATABASE_HOOK_TIMEOUT_MS);

afterAll(async () => {
  await app.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
}, DATABASE_HOOK_TIMEOUT_MS);

describe('serving the built front end', () => {
  it('when / is requested, then the shell index.html comes back with Cache-Control: no-cache', async () => {
    const response = await app.http().get('/').set('Accept', 'text/html');

    expect(response.status).toBe(200);
    expect(response.text).toContain('<div id="root"></div>');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('when a client-side route is opened in the browser, then the shell index.html answers (SPA fallback)', async () => {
    const response = await app.http().get('/users').set('Accept', 'text/html,application/xhtml+xml');

    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.text).toContain('<title>Booking Portal</title>');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('when a path is not a page request (no text/html), then it is a 404, not the shell', async () => {
    const response = await app.http().get('/users').set('Accept', 'application/json');

    expect(response.status).toBe(404);
  });

  it('when a content-hashed asset is requested, then it may be cached for a year', async () => {
    const response = await app.http().get('/main.3f9a1c2b7d.js');

    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it("when a remote's entry is requested, then it comes from that remote's dist, revalidated and loadable cross-origin", async () => {
    const response = await app.http().get('/remotes/calendar/remoteEntry.js');

    expect(response.status).toBe(200);
    expect(response.text).toBe('var mfe_calendar;');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('when a remote path is opened as a page, then there is no SPA fallback under /remotes', async () => {
    const response = await app.http().get('/remotes/admin/anything').set('Accept', 'text/html');

    expect(response.status).toBe(404);
  });

  it('when REMOTES_MANIFEST changes on disk, then /remotes.json serves the new content without a restart', async () => {
    fs.writeFileSync(
      manifestFile,
      JSON.stringify({ mfe_calendar: 'https://cdn.example/calendar/v1/mf-manifest.json' }),
    );
    const first = await app.http().get('/remotes.json');
    fs.writeFileSync(
      manifestFile,
      JSON.stringify({ mfe_calendar: 'https://cdn.example/calendar/v2/mf-manifest.json' }),
    );
    const second = await app.http().get('/remotes.json');

    expect(first.body).toEqual({ mfe_calendar: 'https://cdn.example/calendar/v1/mf-manifest.json' });
    expect(second.body).toEqual({ mfe_calendar: 'https://cdn.example/calendar/v2/mf-manifest.json' });
    expect(second.headers['cache-control']).toBe('no-cache');
  });

  it('when REMOTES_MANIFEST is not valid JSON, then the built-in manifest is served', async () => {
    fs.writeFileSync(manifestFile, '{ not json');

    const response = await app.http().get('/remotes.json');

    expect(response.status).toBe(200);
    expect(response.body.mfe_admin).toBe('/remotes/admin/mf-manifest.json');
  });

  it('when a path tries to climb out of the web root, then nothing outside is served', async () => {
    fs.writeFileSync(manifestFile, JSON.stringify({ secret: 'outside-the-dist-directory' }));

    const response = await app.http().get('/remotes/calendar/..%2F..%2Fremotes.override.json');

    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: expect.any(String) });
    expect(response.text).not.toContain('outside-the-dist-directory');
  });
});

describe('source maps', () => {
  it.each(SOURCE_MAPS.map((map) => map.url))(
    'when %s (a source map the build wrote) is requested, then it is a 404 without its content',
    async (url) => {
      const response = await app.http().get(url);

      expect(response.status).toBe(404);
      expect(response.text).not.toContain('secret-source');
    },
  );

  it('when a source map is asked for with an encoded dot, another case or a compressed copy, then it is still a 404', async () => {
    for (const url of [
      '/assets/main.a1b2c3d4.js%2Emap',
      '/assets/main.a1b2c3d4.js%2emap',
      '/assets/main.a1b2c3d4.js.MAP',
      '/assets/main.a1b2c3d4.js.map.br',
      '/remotes/calendar/remoteEntry.js%2Emap',
    ]) {
      const response = await app.http().get(url).set('Accept-Encoding', 'br, gzip');
      expect({ url, status: response.status, leaked: response.text.includes('secret-source') }).toEqual({
        url,
        status: 404,
        leaked: false,
      });
    }
  });

  it('when the script a source map belongs to is requested, then it is still served', async () => {
    const response = await app.http().get('/assets/main.a1b2c3d4.js').set('Accept-Encoding', 'identity');

    expect(response.status).toBe(200);
    expect(response.text).toBe(SHELL_CHUNK);
  });
});

describe('sending the precompressed copies the build writes', () => {
  it('when the browser accepts Brotli, then the .br copy is sent with Content-Encoding br and Vary: Accept-Encoding', async () => {
    const response = await app
      .http()
      .get('/assets/main.a1b2c3d4.js')
      .set('Accept-Encoding', 'gzip, deflate, br');

    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.text).toBe(SHELL_CHUNK);
  });

  it('when the browser accepts gzip only, then the .gz copy is sent with Content-Encoding gzip', async () => {
    const response = await app.http().get('/assets/main.a1b2c3d4.js').set('Accept-Encoding', 'gzip');

    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(response.text).toBe(SHELL_CHUNK);
  });

  it('when the browser accepts no compression, then the file itself is sent, still with Vary: Accept-Encoding', async () => {
    const response = await app.http().get('/assets/main.a1b2c3d4.js').set('Accept-Encoding', 'identity');

    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['content-length']).toBe(String(Buffer.byteLength(SHELL_CHUNK)));
    expect(response.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(response.text).toBe(SHELL_CHUNK);
  });

  it("when the embed's fixed-name script is sent compressed, then it keeps its short caching and any origin may load it", async () => {
    const response = await app.http().get('/embed/booking-schedule.js').set('Accept-Encoding', 'br');

    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(response.text).toBe(EMBED_SCRIPT);
  });
});
