import { API_PATHS, type SiteVisitsDto } from '../../../contract';
import { API_TEST_TIMEOUT_MS } from '../../../test-support/test-database';
import { provideTestApp, TEST_ORIGIN } from '../../../test-support/test-app';
import { actingAs, freshClientIp } from '../../../test-support/sessions';
import { openCeilingForTheHour } from '../../../test-support/minute-ceilings';
import { SITE_VISIT_CEILING } from '../site-visit.repository';

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
  it('when 2 visitors view the public schedule, one of them twice within 30 minutes, then the owner sees 2 visits and 2 unique visitors', async () => {
    const before = await siteVisits('days=30&page=/public');
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
    const after = await siteVisits('days=30&page=/public');
    expect(after.totalVisits - before.totalVisits).toBe(2);
    expect(after.uniqueVisitors - before.uniqueVisitors).toBe(2);
  });

  it('when one address sends 70 visits within a second, each with another User-Agent, then one visit and one visitor are counted', async () => {
    const ip = freshClientIp();
    const before = await siteVisits('days=30&page=/public');

    const answers = await Promise.all(
      Array.from({ length: 70 }, (_, index) => visit(ip, { page: '/public' }, `Browser ${index}`)),
    );

    expect(answers.filter((answer) => answer.status === 204)).toHaveLength(60);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(10);
    const after = await siteVisits('days=30&page=/public');
    expect(after.totalVisits - before.totalVisits).toBe(1);
    expect(after.uniqueVisitors - before.uniqueVisitors).toBe(1);
  });

  it('when the same client comes back after 30 minutes, or opens another page, then that is another visit of the same visitor', async () => {
    const ip = freshClientIp();
    const before = await siteVisits('days=30');
    expect((await visit(ip, { page: '/public' })).status).toBe(204);
    expect((await visit(ip, { page: '/public/week' })).status).toBe(204);
    expect((await visit(ip, { page: '/public' })).status).toBe(204);
    const within = await siteVisits('days=30');
    expect(within.totalVisits - before.totalVisits).toBe(2);

    // The visits as they would stand 31 minutes later.
    await app()
      .knex('site_visits')
      .update({ timestamp: app().knex.raw(`timestamp - interval '31 minutes'`) })
      .where('timestamp', '>', app().knex.raw(`now() - interval '1 minute'`));
    await app()
      .knex('site_visit_windows')
      .update({ countedAt: app().knex.raw(`counted_at - interval '31 minutes'`) });
    expect((await visit(ip, { page: '/public' })).status).toBe(204);

    const after = await siteVisits('days=30');
    expect(after.totalVisits - before.totalVisits).toBe(3);
    expect(after.uniqueVisitors - before.uniqueVisitors).toBe(1);
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

  it('when the same address uses another browser, then it is the same visitor', async () => {
    const ip = freshClientIp();
    const before = await siteVisits('days=30&page=/public');

    await visit(ip, { page: '/public' }, 'Browser A');
    await visit(ip, { page: '/public' }, 'Browser B');

    const after = await siteVisits('days=30&page=/public');
    expect(after.uniqueVisitors - before.uniqueVisitors).toBe(1);
  });

  it('when another page is asked for, then only its visits are counted; without page, all of them', async () => {
    const [allBefore, publicBefore] = [await siteVisits('days=30'), await siteVisits('days=30&page=/public')];
    await visit(freshClientIp(), { page: '/public/embed' });

    expect(await siteVisits('days=30&page=/public/embed')).toEqual({ totalVisits: 1, uniqueVisitors: 1 });
    const all = await siteVisits('days=30');
    expect(await siteVisits('days=30&page=/public')).toEqual(publicBefore);
    expect(all.totalVisits).toBe(allBefore.totalVisits + 1);
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

describe('public calendar visits under the ceiling on visits written a minute, across every address', () => {
  async function countOf(table: string, where: Record<string, string> = {}): Promise<number> {
    const [row] = await app().knex(table).where(where).count({ count: '*' });
    return Number(row?.count);
  }

  it("when a client's addresses differ only within its /64, then it is one visitor with one visit; another /64 is another visitor", async () => {
    const before = await siteVisits('days=30&page=/public');

    for (const address of ['2001:db8:64:1::a', '2001:db8:64:1:ffff::b', '2001:db8:64:2::a'])
      expect((await visit(address, { page: '/public' })).status).toBe(204);

    const after = await siteVisits('days=30&page=/public');
    expect(after.totalVisits - before.totalVisits).toBe(2);
    expect(after.uniqueVisitors - before.uniqueVisitors).toBe(2);
  });

  it('when more new visitors than the ceiling arrive within the minute from different /64s, then the visit rows written stay at the ceiling and the total still counts every visit', async () => {
    await openCeilingForTheHour(app().knex, 'site_visit_ceiling_window');
    const visitors = SITE_VISIT_CEILING.rowsPerMinute + 15;
    const [before, publicBefore] = [await siteVisits('days=30'), await siteVisits('days=30&page=/public')];
    const [visitRowsBefore, windowRowsBefore] = [
      await countOf('site_visits'),
      await countOf('site_visit_windows'),
    ];

    const statuses: number[] = [];
    for (let index = 0; index < visitors; index += 1) {
      const address = `2001:db8:f:${index.toString(16)}::1`;
      statuses.push((await visit(address, { page: '/public' }, `Browser ${index}`)).status);
    }

    expect(statuses).toEqual(Array(visitors).fill(204));
    expect(await countOf('site_visits')).toBe(visitRowsBefore + SITE_VISIT_CEILING.rowsPerMinute);
    expect(await countOf('site_visit_windows')).toBe(windowRowsBefore + SITE_VISIT_CEILING.rowsPerMinute);
    const [after, publicAfter] = [await siteVisits('days=30'), await siteVisits('days=30&page=/public')];
    expect(after.totalVisits - before.totalVisits).toBe(visitors);
    expect(publicAfter.totalVisits - publicBefore.totalVisits).toBe(visitors);
    // Past the ceiling no visitor is kept: those visits are counted, their visitors are not.
    expect(publicAfter.uniqueVisitors - publicBefore.uniqueVisitors).toBe(SITE_VISIT_CEILING.rowsPerMinute);
  });

  it('when made-up pages are visited past the ceiling, then they are counted only in the total over every page, in one row', async () => {
    await openCeilingForTheHour(app().knex, 'site_visit_ceiling_window', SITE_VISIT_CEILING.rowsPerMinute);
    const before = await siteVisits('days=30');
    const foldRowsBefore = await countOf('site_visit_folds');

    for (let index = 0; index < 5; index += 1)
      expect((await visit(`2001:db8:e:${index}::1`, { page: `/made-up-${index}` })).status).toBe(204);

    expect((await siteVisits('days=30')).totalVisits - before.totalVisits).toBe(5);
    expect(await siteVisits('days=30&page=/made-up-0')).toEqual({ totalVisits: 0, uniqueVisitors: 0 });
    expect(await countOf('site_visit_folds')).toBeLessThanOrEqual(foldRowsBefore + 1);
    expect(await countOf('site_visits', { page: '/made-up-0' })).toBe(0);
  });

  it('when a visitor counted before the ceiling was reached views the page again past it, then nothing more is counted', async () => {
    const ip = freshClientIp();
    await openCeilingForTheHour(app().knex, 'site_visit_ceiling_window');
    expect((await visit(ip, { page: '/public' })).status).toBe(204);
    await openCeilingForTheHour(app().knex, 'site_visit_ceiling_window', SITE_VISIT_CEILING.rowsPerMinute);
    const before = await siteVisits('days=30&page=/public');

    expect((await visit(ip, { page: '/public' })).status).toBe(204);

    expect(await siteVisits('days=30&page=/public')).toEqual(before);
  });
});
