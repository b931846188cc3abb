import { gzipSync } from 'node:zlib';
import { API_PATHS, AUTH_MESSAGES } from '../../../contract';
import { EMBED_FRAME_PATH } from '../web';
import { API_TEST_TIMEOUT_MS, DATABASE_HOOK_TIMEOUT_MS } from '../../../test-support/test-database';
import { startTestApp, TEST_ORIGIN, type TestApp } from '../../../test-support/test-app';

jest.setTimeout(API_TEST_TIMEOUT_MS);

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ env: { ALLOWED_ORIGINS: 'https://embed.example' } });
}, DATABASE_HOOK_TIMEOUT_MS);

afterAll(async () => {
  await app.close();
}, DATABASE_HOOK_TIMEOUT_MS);

function postLogin() {
  return app.http().post(API_PATHS.login).set('Origin', TEST_ORIGIN);
}

/**
 * Sends bytes as they are: superagent JSON-encodes any body under a JSON type, a Buffer too. Its
 * serializer's type says string, but Node's request writes a Buffer unchanged.
 */
const asSent = (bytes: Buffer): string => bytes as unknown as string;

/** A login with a malformed e-mail and a short password, and the schema's answer to it. */
const BAD_LOGIN = { email: 'not-an-email', password: 'short' };
const BAD_LOGIN_ANSWER = {
  message: 'Please enter a valid email address',
  errors: [
    { path: 'email', message: 'Please enter a valid email address' },
    { path: 'password', message: 'Password must be at least 8 characters' },
  ],
};

describe('error bodies', () => {
  it('when the JSON body is malformed, then 400 { message } and no stack', async () => {
    const response = await postLogin().set('Content-Type', 'application/json').send('{"email": "a@b.test",');

    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: AUTH_MESSAGES.invalidJson });
  });

  it('when the body is larger than 100 kB, then 413 { message }', async () => {
    const response = await postLogin().send({ email: 'a@b.test', password: 'x'.repeat(110 * 1024) });

    expect(response.status).toBe(413);
    expect(response.body).toEqual({ message: AUTH_MESSAGES.bodyTooLarge });
  });

  it('when a write carries a body that is not JSON, then 415 { message }', async () => {
    const response = await postLogin().set('Content-Type', 'text/plain').send('email=a@b.test');

    expect(response.status).toBe(415);
    expect(response.body).toEqual({ message: AUTH_MESSAGES.unsupportedMediaType });
  });

  it.each(['gzip, gzip', 'compress', 'x-gzip'])(
    'when a JSON body comes with Content-Encoding %s, which is not inflated, then 415 naming that encoding',
    async (encoding) => {
      const response = await postLogin()
        .set('Content-Type', 'application/json')
        .set('Content-Encoding', encoding)
        .serialize(asSent)
        .send(gzipSync(gzipSync(JSON.stringify({ email: 'a@b.test', password: 'long enough' }))));

      expect(response.status).toBe(415);
      expect(response.body).toEqual({
        message: `Content-Encoding '${encoding}' is not supported: send the JSON body as one of identity, gzip, deflate, br`,
      });
    },
  );

  it.each([
    ['gzip', (json: string) => gzipSync(json)],
    // Content codings are case-insensitive (RFC 9110 8.4.1).
    ['GZip', (json: string) => gzipSync(json)],
    ['identity', (json: string) => Buffer.from(json)],
  ])('when a JSON body comes with Content-Encoding %s, then it is read as JSON', async (encoding, encode) => {
    const response = await postLogin()
      .set('Content-Type', 'application/json')
      .set('Content-Encoding', encoding)
      .serialize(asSent)
      .send(encode(JSON.stringify(BAD_LOGIN)));

    // The schema's answers show the body was inflated and parsed.
    expect(response.status).toBe(400);
    expect(response.body).toEqual(BAD_LOGIN_ANSWER);
  });

  it('when an /api route does not exist, then 404 { message: "Not found" } as JSON', async () => {
    const response = await app.http().get('/api/no-such-thing').set('Accept', 'text/html');

    expect(response.status).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.body).toEqual({ message: 'Not found' });
  });

  it('when validation fails on several fields, then message is the first error and errors lists them all', async () => {
    const response = await postLogin().send(BAD_LOGIN);

    expect(response.status).toBe(400);
    expect(response.body).toEqual(BAD_LOGIN_ANSWER);
  });
});

describe('security headers and request id', () => {
  it('when a page or asset is answered (any path outside the API), then it carries the portal CSP, frame denial, nosniff and no X-Powered-By', async () => {
    const response = await app.http().get('/no-such-page');

    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: https:");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('when the API or a probe answers, then it carries the data-only policy and only the headers that matter for data', async () => {
    for (const path of ['/healthz', '/api/auth/session', '/api/no-such-route']) {
      const response = await app.http().get(path);

      expect([path, response.headers['content-security-policy']]).toEqual([
        path,
        "default-src 'none';frame-ancestors 'none'",
      ]);
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
      for (const documentOnly of ['x-xss-protection', 'x-dns-prefetch-control', 'origin-agent-cluster'])
        expect([path, documentOnly, response.headers[documentOnly]]).toEqual([path, documentOnly, undefined]);
      expect(response.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('when a request brings an x-request-id, then the answer echoes it; otherwise one is generated', async () => {
    const echoed = await app.http().get('/healthz').set('x-request-id', 'lb-4711');
    const generated = await app.http().get('/healthz');

    expect(echoed.headers['x-request-id']).toBe('lb-4711');
    expect(generated.headers['x-request-id']).toMatch(/^[A-Za-z0-9_-]{22}-\d+$/);
  });

  it('when requests bring no id or one that could inject into logs, then each gets its own new id', async () => {
    const ids: string[] = [];
    for (const incoming of [undefined, undefined, 'bad id\twith tab', 'x'.repeat(129)]) {
      const request = app.http().get('/healthz');
      const response = await (incoming === undefined ? request : request.set('x-request-id', incoming));
      ids.push(String(response.headers['x-request-id']));
    }

    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{22}-\d+$/);
  });

  it('when the request came over plain http, then no answer carries Strict-Transport-Security (RFC 6797 7.2)', async () => {
    for (const path of [
      '/healthz',
      '/api/auth/session',
      '/api/no-such-route',
      '/no-such-page',
      EMBED_FRAME_PATH,
    ]) {
      const direct = await app.http().get(path);
      const proxied = await app.http().get(path).set('X-Forwarded-Proto', 'http');

      expect([path, direct.headers['strict-transport-security']]).toEqual([path, undefined]);
      expect([path, proxied.headers['strict-transport-security']]).toEqual([path, undefined]);
    }
  });

  it('when the trusted proxy says the request came over TLS, then API answers, errors, pages and the embed frame carry HSTS', async () => {
    for (const path of [
      '/healthz',
      '/api/auth/session',
      '/api/no-such-route',
      '/no-such-page',
      EMBED_FRAME_PATH,
    ]) {
      const response = await app.http().get(path).set('X-Forwarded-Proto', 'https');

      expect([path, response.headers['strict-transport-security']]).toEqual([
        path,
        'max-age=31536000; includeSubDomains',
      ]);
      expect([path, response.headers['x-content-type-options']]).toEqual([path, 'nosniff']);
    }
  });
});

describe('security headers without a trusted proxy', () => {
  let direct: TestApp;

  beforeAll(async () => {
    direct = await startTestApp({ env: { TRUST_PROXY: 'false' } });
  }, DATABASE_HOOK_TIMEOUT_MS);

  afterAll(async () => {
    await direct.close();
  }, DATABASE_HOOK_TIMEOUT_MS);

  it('when a plain http request claims https in X-Forwarded-Proto, then the claim is ignored and no HSTS is sent', async () => {
    const response = await direct.http().get('/healthz').set('X-Forwarded-Proto', 'https');

    expect(response.status).toBe(200);
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('origin check', () => {
  it('when a POST names an origin listed in ALLOWED_ORIGINS, then it passes the check', async () => {
    const response = await app.http().post(API_PATHS.logout).set('Origin', 'https://embed.example');

    expect(response.status).toBe(204);
  });

  it('when a POST comes from Origin: null (sandboxed page), then 403', async () => {
    const response = await app.http().post(API_PATHS.logout).set('Origin', 'null');

    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: AUTH_MESSAGES.foreignOrigin });
  });

  it('when a GET comes from another origin, then it is not an origin matter (reads change nothing)', async () => {
    const response = await app.http().get('/healthz').set('Origin', 'https://evil.example');

    expect(response.status).toBe(200);
  });
});

describe('front end without a build', () => {
  it('when a page is requested and the shell is not built, then 503 with a short text, not a crash', async () => {
    const response = await app.http().get('/calendar').set('Accept', 'text/html');

    expect(response.status).toBe(503);
    expect(response.headers['content-type']).toMatch(/text\/plain/);
    expect(response.text).toMatch(/npm run build/);
  });

  it('when /remotes.json is requested, then the built-in manifest comes back with Cache-Control: no-cache', async () => {
    const response = await app.http().get('/remotes.json');

    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toEqual({
      mfe_calendar: '/remotes/calendar/mf-manifest.json',
      mfe_admin: '/remotes/admin/mf-manifest.json',
      mfe_public: '/remotes/public/mf-manifest.json',
    });
  });

  it('when the iframe embed page is requested and mfe-public is not built, then 503 with a short text', async () => {
    const response = await app.http().get('/embed/schedule').set('Accept', 'text/html');

    expect(response.status).toBe(503);
    expect(response.headers['content-type']).toMatch(/text\/plain/);
    expect(response.text).toMatch(/npm run build -w mfe-public/);
  });

  it("when a remote's file is missing, then 404 JSON", async () => {
    const response = await app.http().get('/remotes/calendar/remoteEntry.js');

    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Not found' });
  });
});
