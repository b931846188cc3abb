import { API_PATHS, AUTH_MESSAGES } from '../../../contract';
import { freshPerformerPageToken, pageTokenHeader } from '../../../test-support/performer-pages';
import { provideTestApp } from '../../../test-support/test-app';
import { API_TEST_TIMEOUT_MS } from '../../../test-support/test-database';
import { newPageToken } from '../performer-page-token';

jest.setTimeout(API_TEST_TIMEOUT_MS);

const app = provideTestApp({ seed: true });

/** A fresh address in the /64 `prefix` (e.g. '2001:db8:5:1'): a client rotating its own addresses. */
let hostCounter = 0;
function addressIn(prefix: string): string {
  hostCounter += 1;
  return `${prefix}:${(hostCounter % 0xffff).toString(16)}:${(hostCounter * 7) % 0xffff}:0:1`;
}

function readPage(token: string, address: string) {
  return app()
    .http()
    .get(API_PATHS.performerPage)
    .set(pageTokenHeader(token))
    .set('X-Forwarded-For', address);
}

async function somePerformerId(): Promise<number> {
  const row: { id: number } | undefined = await app().knex('performers').first('id').orderBy('id');
  if (!row) throw new Error('the demo data has no performer');
  return row.id;
}

describe('wrong performer-page tokens are counted per client (an IPv6 one by its /64)', () => {
  it('when one /64 sends 40 wrong tokens, each from a new address, then past the 10th they are 429 with Retry-After, and the right token still opens the page from there', async () => {
    const prefix = '2001:db8:5:1';
    const token = await freshPerformerPageToken(app().knex, await somePerformerId());

    const statuses: number[] = [];
    let refused: { status: number; body: unknown; retryAfter: number } | undefined;
    for (let attempt = 0; attempt < 40; attempt += 1) {
      const response = await readPage(newPageToken(), addressIn(prefix));
      statuses.push(response.status);
      if (response.status === 429 && !refused)
        refused = { status: 429, body: response.body, retryAfter: Number(response.headers['retry-after']) };
    }

    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(404));
    expect(statuses.slice(10)).toEqual(Array(30).fill(429));
    expect(refused?.body).toEqual({ message: AUTH_MESSAGES.rateLimited });
    expect(refused?.retryAfter).toBeGreaterThan(0);
    expect(refused?.retryAfter).toBeLessThanOrEqual(15 * 60);
    expect((await readPage(token, addressIn(prefix))).status).toBe(200);
  });

  it('when one /64 has met the limit, then a wrong token from another /64 is still a plain 404', async () => {
    for (let attempt = 0; attempt < 11; attempt += 1)
      await readPage(newPageToken(), addressIn('2001:db8:5:2'));

    const response = await readPage(newPageToken(), addressIn('2001:db8:5:3'));

    expect([response.status, response.body]).toEqual([404, { message: AUTH_MESSAGES.notFound }]);
  });
});
