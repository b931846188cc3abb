import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API_PATHS, AUTH_MESSAGES } from '../../../contract';
import { API_TEST_TIMEOUT_MS, DATABASE_HOOK_TIMEOUT_MS } from '../../../test-support/test-database';
import { startTestApp, TEST_ORIGIN, type TestApp } from '../../../test-support/test-app';

jest.setTimeout(API_TEST_TIMEOUT_MS);

const RESORT_ORIGIN = 'https://palmcove.example';
const OTHER_SITE = 'https://somewhere-else.example';
const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'bp-embed-root-'));

function writeEmbedFile(name: string, content: string): void {
  const file = path.join(webRoot, 'mfe-public/dist/embed', name);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

let app: TestApp;

beforeAll(async () => {
  fs.mkdirSync(path.join(webRoot, 'shell/dist'), { recursive: true });
  fs.writeFileSync(path.join(webRoot, 'shell/dist/index.html'), '<!doctype html><div id="root"></div>');
  writeEmbedFile('booking-schedule.js', 'customElements.define("booking-portal-schedule", class {});');
  writeEmbedFile('frame-resizer.js', 'addEventListener("message", () => {});');
  writeEmbedFile('schedule-frame.html', '<!doctype html><title>Performance Schedule</title>');
  writeEmbedFile('schedule-frame.4f2a9c1e7b.js', 'var frame;');
  app = await startTestApp({ env: { WEB_ROOT: webRoot, EMBED_ALLOWED_ORIGINS: RESORT_ORIGIN } });
}, DATABASE_HOOK_TIMEOUT_MS);

afterAll(async () => {
  await app.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
}, DATABASE_HOOK_TIMEOUT_MS);

function frameAncestorsOf(csp: unknown): string | undefined {
  return String(csp)
    .split(';')
    .map((directive) => directive.trim())
    .find((directive) => directive.startsWith('frame-ancestors'));
}

describe('who may frame what', () => {
  it.each(['/', '/healthz', '/embed/booking-schedule.js', '/embed/schedule-frame.html'])(
    'when %s is served, then no site may frame it (frame-ancestors none, X-Frame-Options DENY)',
    async (requestPath) => {
      const response = await app.http().get(requestPath).set('Accept', 'text/html');

      expect(response.status).toBe(200);
      expect(frameAncestorsOf(response.headers['content-security-policy'])).toBe("frame-ancestors 'none'");
      expect(response.headers['x-frame-options']).toBe('DENY');
    },
  );

  it('when the iframe page is served, then the portal and EMBED_ALLOWED_ORIGINS may frame it and X-Frame-Options is absent', async () => {
    const response = await app.http().get('/embed/schedule').set('Accept', 'text/html');

    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.text).toContain('<title>Performance Schedule</title>');
    expect(frameAncestorsOf(response.headers['content-security-policy'])).toBe(
      `frame-ancestors 'self' ${RESORT_ORIGIN}`,
    );
    expect(response.headers['x-frame-options']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['set-cookie']).toBeUndefined();
  });
});

describe('the embed files', () => {
  it.each(['booking-schedule.js', 'frame-resizer.js'])(
    'when %s is loaded by another site, then any origin may read it, cached for five minutes, without cookies',
    async (name) => {
      const response = await app.http().get(`/embed/${name}`).set('Origin', RESORT_ORIGIN);

      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers['access-control-allow-origin']).toBe('*');
      expect(response.headers['access-control-allow-credentials']).toBeUndefined();
      expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(response.headers['cache-control']).toBe('public, max-age=300');
      expect(response.headers['set-cookie']).toBeUndefined();
    },
  );

  it('when a content-hashed chunk of the frame page is loaded, then it may be cached for a year', async () => {
    const response = await app.http().get('/embed/schedule-frame.4f2a9c1e7b.js');

    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('when an unknown /embed path is opened as a page, then 404, not the shell', async () => {
    const response = await app.http().get('/embed/no-such-widget').set('Accept', 'text/html');

    expect(response.status).toBe(404);
    expect(response.text).not.toContain('<div id="root"></div>');
  });
});

describe('CORS of the public API', () => {
  it("when a resort's page preflights a JSON POST to /api/public/visits, then any origin is allowed without credentials", async () => {
    const response = await app
      .http()
      .options(API_PATHS.publicVisits)
      .set('Origin', RESORT_ORIGIN)
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'content-type');

    expect(response.status).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    expect(String(response.headers['access-control-allow-methods']).split(',')).toContain('POST');
    expect(response.headers['access-control-allow-headers']).toBe('Content-Type');
    expect(response.headers['access-control-max-age']).toBe('7200');
  });

  it("when a resort's page reads the public schedule, then the answer is readable by any origin", async () => {
    const response = await app.http().get(API_PATHS.publicBookings).set('Origin', RESORT_ORIGIN);

    expect(response.status).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('when another origin reads a private API route, then it gets no CORS headers', async () => {
    const preflight = await app
      .http()
      .options(API_PATHS.bookings)
      .set('Origin', OTHER_SITE)
      .set('Access-Control-Request-Method', 'POST');
    const read = await app.http().get(API_PATHS.session).set('Origin', OTHER_SITE);

    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('writes from another origin', () => {
  async function visitsOf(page: string): Promise<number> {
    const rows = await app.knex('site_visits').where({ page }).count({ count: '*' });
    return Number(rows[0]?.count ?? 0);
  }

  it("when the embed on a resort's site reports a visit, then it is accepted from that origin and recorded", async () => {
    const before = await visitsOf('/public');

    const response = await app
      .http()
      .post(API_PATHS.publicVisits)
      .set('Origin', OTHER_SITE)
      .send({ page: '/public', referrer: `${OTHER_SITE}/live-music` });

    expect(response.status).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(await visitsOf('/public')).toBe(before + 1);
  });

  it('when a visit report from another origin is invalid, then the 400 is still readable by that page', async () => {
    const response = await app
      .http()
      .post(API_PATHS.publicVisits)
      .set('Origin', OTHER_SITE)
      .send({ page: 'not a path' });

    expect(response.status).toBe(400);
    expect(response.headers['access-control-allow-origin']).toBe('*');
  });

  it('when another origin writes anywhere else, then 403 as before (also from an embed-allowed origin)', async () => {
    const logout = await app.http().post(API_PATHS.logout).set('Origin', OTHER_SITE);
    const booking = await app.http().post(API_PATHS.bookings).set('Origin', RESORT_ORIGIN).send({});

    expect(logout.status).toBe(403);
    expect(logout.body).toEqual({ message: AUTH_MESSAGES.foreignOrigin });
    expect(booking.status).toBe(403);
  });

  it('when the portal itself reports a visit, then it is accepted too', async () => {
    const response = await app
      .http()
      .post(API_PATHS.publicVisits)
      .set('Origin', TEST_ORIGIN)
      .send({ page: '/public' });

    expect(response.status).toBe(204);
  });
});
