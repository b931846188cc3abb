import { API_PATHS, type SiteVisitsDto } from '../../../contract';
import { API_TEST_TIMEOUT_MS } from '../../../test-support/test-database';
import { provideTestApp, TEST_ORIGIN } from '../../../test-support/test-app';
import { actingAs, freshClientIp } from '../../../test-support/sessions';

jest.setTimeout(API_TEST_TIMEOUT_MS);

const app = provideTestApp({ seed: true });
const { as } = actingAs(app);

function visit(ip: string, body: Record<string, unknown>, userAgent = 'Mozilla/5.0 (Test)') {
  return app()
    .http()
    .post(API_PATHS.publicVisits)
    .set('Origin', TEST_ORIGIN)
    .set('X-Forwarded-For', ip)
    .set('User-Agent', userAgent)
    .send(body);
}

async function siteVisits(query: string): Promise<SiteVisitsDto> {
  const response = await app()
    .http()
    .get(`${API_PATHS.adminSiteVisits}?${query}`)
    .set('Cookie', await as('owner@encore.test'));
  if (response.status !== 200) throw new Error(`site-visits answered ${response.status}: ${response.text}`);
  return response.body as SiteVisitsDto;
}

describe('public calendar visits', () => {
  it('when the public schedule is viewed 3 times by 2 visitors, then the owner sees 3 visits and 2 unique visitors', async () => {
    const first = freshClientIp();
    const second = freshClientIp();

    const answers = [
      await visit(first, { page: '/public', referrer: 'https://www.google.com/search?q=palm+cove' }),
      await visit(first, { page: '/public', sessionId: 'tab-1' }),
      await visit(second, { page: '/public' }),
    ];

    for (const answer of answers) {
      expect(answer.status).toBe(204);
      expect(answer.headers['set-cookie']).toBeUndefined();
    }
    expect(await siteVisits('days=30&page=/public')).toEqual({ totalVisits: 3, uniqueVisitors: 2 });
  });

  it('when visits are stored, then no address is kept, only a keyed hash, and a referrer keeps only its origin', async () => {
    const ip = freshClientIp();
    expect(
      (await visit(ip, { page: '/public', referrer: 'https://guest.example/page?email=a@b.test' })).status,
    ).toBe(204);

    const rows: Record<string, unknown>[] = await app().knex('site_visits').select();
    expect(rows.every((row) => row.ipAddress === null)).toBe(true);
    expect(JSON.stringify(rows)).not.toContain(ip);
    expect(
      rows.every((row) => typeof row.visitorHash === 'string' && /^[0-9a-f]{32}$/.test(row.visitorHash)),
    ).toBe(true);
    const latest = await app().knex('site_visits').first('referrer').orderBy('id', 'desc');
    expect(latest).toEqual({ referrer: 'https://guest.example' });
  });

  it('when the same address uses another browser, then it counts as another visitor', async () => {
    const ip = freshClientIp();
    const before = await siteVisits('days=30&page=/public');

    await visit(ip, { page: '/public' }, 'Browser A');
    await visit(ip, { page: '/public' }, 'Browser B');

    const after = await siteVisits('days=30&page=/public');
    expect(after.uniqueVisitors - before.uniqueVisitors).toBe(2);
  });

  it('when another page is asked for, then only its visits are counted; without page, all of them', async () => {
    await visit(freshClientIp(), { page: '/public/embed' });

    expect(await siteVisits('days=30&page=/public/embed')).toEqual({ totalVisits: 1, uniqueVisitors: 1 });
    const all = await siteVisits('days=30');
    const publicOnly = await siteVisits('days=30&page=/public');
    expect(all.totalVisits).toBe(publicOnly.totalVisits + 1);
  });

  it('when a visit is older than the window, then it is not counted', async () => {
    const before = await siteVisits('days=30&page=/public');
    await app()
      .knex('site_visits')
      .insert({
        page: '/public',
        visitorHash: 'f'.repeat(32),
        timestamp: app().knex.raw(`now() - interval '31 days'`),
      });

    expect(await siteVisits('days=30&page=/public')).toEqual(before);
  });

  it('when the page is missing or not a path, then 400 and nothing is stored', async () => {
    const count = async () => Number((await app().knex('site_visits').count({ count: '*' }))[0]?.count);
    const before = await count();

    expect((await visit(freshClientIp(), {})).status).toBe(400);
    expect((await visit(freshClientIp(), { page: 'https://evil.example' })).status).toBe(400);
    expect((await visit(freshClientIp(), { page: '/public', sessionId: '<script>' })).status).toBe(400);
    expect(await count()).toBe(before);
  });
});
