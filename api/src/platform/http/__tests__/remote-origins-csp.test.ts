import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API_TEST_TIMEOUT_MS, DATABASE_HOOK_TIMEOUT_MS } from '../../../test-support/test-database';
import { startTestApp, type TestApp } from '../../../test-support/test-app';

jest.setTimeout(API_TEST_TIMEOUT_MS);

const CALENDAR_ORIGIN = 'https://calendar.cdn.example';
const RELEASES_ORIGIN = 'http://127.0.0.1:8192';
const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'bp-remote-origins-'));

/** The CSP as directive name -> its sources, in order. */
function directivesOf(csp: unknown): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const directive of String(csp).split(';')) {
    const [name, ...sources] = directive.trim().split(/\s+/);
    if (name) directives.set(name, sources);
  }
  return directives;
}

async function pageCsp(app: TestApp): Promise<Map<string, string[]>> {
  const response = await app.http().get('/').set('Accept', 'text/html');
  expect(response.status).toBe(200);
  return directivesOf(response.headers['content-security-policy']);
}

let withRemoteOrigins: TestApp;
let withoutRemoteOrigins: TestApp;

beforeAll(async () => {
  fs.mkdirSync(path.join(webRoot, 'shell/dist'), { recursive: true });
  fs.writeFileSync(path.join(webRoot, 'shell/dist/index.html'), '<!doctype html><div id="root"></div>');
  withRemoteOrigins = await startTestApp({
    env: { WEB_ROOT: webRoot, REMOTE_ORIGINS: `${CALENDAR_ORIGIN}/,${RELEASES_ORIGIN}` },
  });
  withoutRemoteOrigins = await startTestApp({ env: { WEB_ROOT: webRoot } });
}, DATABASE_HOOK_TIMEOUT_MS);

afterAll(async () => {
  await withRemoteOrigins?.close();
  await withoutRemoteOrigins?.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
}, DATABASE_HOOK_TIMEOUT_MS);

describe('remotes on other origins (REMOTE_ORIGINS)', () => {
  it('when REMOTE_ORIGINS is set, then the page may load scripts and federation manifests from exactly those origins', async () => {
    const csp = await pageCsp(withRemoteOrigins);

    expect(csp.get('script-src')).toEqual(["'self'", CALENDAR_ORIGIN, RELEASES_ORIGIN]);
    expect(csp.get('connect-src')).toEqual(["'self'", CALENDAR_ORIGIN, RELEASES_ORIGIN]);
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'", CALENDAR_ORIGIN, RELEASES_ORIGIN]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'https:', CALENDAR_ORIGIN, RELEASES_ORIGIN]);
    expect(csp.get('font-src')).toEqual(["'self'", 'https:', 'data:', CALENDAR_ORIGIN, RELEASES_ORIGIN]);
  });

  it('when REMOTE_ORIGINS is set, then nothing else is loosened: no wildcard, no eval, the same defaults and framing', async () => {
    const withRemotes = await pageCsp(withRemoteOrigins);
    const without = await pageCsp(withoutRemoteOrigins);

    const allSources = [...withRemotes.values()].flat();
    expect(allSources.filter((source) => source.includes('*'))).toEqual([]);
    expect(allSources).not.toContain("'unsafe-eval'");
    const remoteDirectives = ['script-src', 'connect-src', 'style-src', 'img-src', 'font-src'];
    for (const [name, sources] of without) {
      const expected = remoteDirectives.includes(name)
        ? [...sources, CALENDAR_ORIGIN, RELEASES_ORIGIN]
        : sources;
      expect([name, withRemotes.get(name)]).toEqual([name, expected]);
    }
    expect([...withRemotes.keys()].sort()).toEqual([...without.keys()].sort());
  });

  it('when REMOTE_ORIGINS is unset, then scripts and connections are limited to the portal itself', async () => {
    const csp = await pageCsp(withoutRemoteOrigins);

    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
  });

  it('when an API answer or an error is served, then it carries the data-only policy, with no remote origin', async () => {
    const response = await withRemoteOrigins.http().get('/api/no-such-route');

    expect(response.status).toBe(404);
    expect(response.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
  });
});
