import moment from 'moment';
import { API_PATHS } from '../../../contract';
import { API_TEST_TIMEOUT_MS } from '../../../test-support/test-database';
import { provideTestApp, TEST_ORIGIN } from '../../../test-support/test-app';
import { actingAs, freshClientIp } from '../../../test-support/sessions';
import { createVenueFeedCache } from '../venue-feed.cache';
import { OWNER, PALM_COVE, performerIdOf, storeBooking } from '../../../test-support/booking-fixtures';
import { parseCalendar, textOf } from '../../../test-support/calendar-parsing';

jest.setTimeout(API_TEST_TIMEOUT_MS);

const app = provideTestApp({ seed: true });
const { as } = actingAs(app);

/** Inside every feed's window: the fifth of next month. */
const FEED_DATE = moment().add(1, 'month').date(5).format('YYYY-MM-DD');
let lobbyBar: number;
let violin: number;

function feedGet(departmentId: number) {
  return app()
    .http()
    .get(API_PATHS.publicDepartmentFeed(departmentId))
    .set('X-Forwarded-For', freshClientIp());
}

/** The SQL statements a request sends that read bookings. */
async function bookingReadsOf<T>(request: () => Promise<T>): Promise<{ answer: T; reads: string[] }> {
  const reads: string[] = [];
  const watch = (query: { sql: string }): void => {
    if (/\bfrom\s+"?bookings"?/i.test(query.sql)) reads.push(query.sql);
  };
  app().knex.on('query', watch);
  try {
    return { answer: await request(), reads };
  } finally {
    app().knex.removeListener('query', watch);
  }
}

beforeAll(async () => {
  const row: { id: number } | undefined = await app()
    .knex('departments')
    .first('id')
    .where({ organizationId: PALM_COVE, name: 'Lobby Bar' });
  if (!row) throw new Error('no Lobby Bar');
  lobbyBar = row.id;
  violin = await performerIdOf(app(), 'Sofia Marquez');
  await storeBooking(app(), {
    date: FEED_DATE,
    time: '19:00',
    duration: 90,
    department: 'Lobby Bar',
    organizationId: PALM_COVE,
    performers: [{ performerId: violin, instrument: 'violin' }],
  });
});

describe('GET /api/public/feeds/departments/:id.ics, asked again', () => {
  it('when a calendar asks again with the ETag it holds, then the answer is 304 without a body, and no booking is read', async () => {
    const { answer: first, reads: built } = await bookingReadsOf(() => feedGet(lobbyBar));
    expect(first.status).toBe(200);
    expect(built.length).toBeGreaterThan(0);
    const tag = String(first.headers.etag);
    expect(tag).toMatch(/^W\/"[^"]+"$/);

    const { answer: again, reads } = await bookingReadsOf(() => feedGet(lobbyBar).set('If-None-Match', tag));
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect(again.headers.etag).toBe(tag);
    expect(again.headers['cache-control']).toBe('public, max-age=300');
    expect(reads).toEqual([]);
  });

  it('when nothing changed, then a read without a tag gets the same calendar and tag without reading the bookings again', async () => {
    const first = await feedGet(lobbyBar);
    const { answer: again, reads } = await bookingReadsOf(() => feedGet(lobbyBar));
    expect(again.status).toBe(200);
    expect(again.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.text).toBe(first.text);
    expect(reads).toEqual([]);
  });

  it('when a booking of that venue is written through the API, then the feed answers 200 with a new ETag and the new event', async () => {
    const first = await feedGet(lobbyBar);
    const tag = String(first.headers.etag);
    const added = await app()
      .http()
      .post(API_PATHS.bookings)
      .set('Origin', TEST_ORIGIN)
      .set('Cookie', await as(OWNER))
      .send({
        title: 'Solo - Lobby Bar',
        date: FEED_DATE,
        time: '21:30',
        duration: 60,
        department: 'Lobby Bar',
        ensemble: 'Solo',
        userId: '',
        organizationId: PALM_COVE,
        status: 'confirmed',
      });
    expect(added.status).toBe(201);
    const uid = `booking-${(added.body as { id: number }).id}@portal.test`;
    expect(first.text).not.toContain(uid);

    const changed = await feedGet(lobbyBar).set('If-None-Match', tag);
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).not.toBe(tag);
    expect(parseCalendar(changed.text).events.map((event) => event.uid)).toContain(uid);
  });

  it('when a performer named in the feed is renamed, then the feed answers 200 with the new name', async () => {
    const first = await feedGet(lobbyBar);
    const tag = String(first.headers.etag);
    await app().knex('performers').update({ name: 'Sofia Marquez-Reyes' }).where({ id: violin });
    try {
      const changed = await feedGet(lobbyBar).set('If-None-Match', tag);
      expect(changed.status).toBe(200);
      const summaries = parseCalendar(changed.text).events.map((event) => textOf(event.summary));
      expect(summaries).toContain('Lobby Bar: Sofia Marquez-Reyes');
    } finally {
      await app().knex('performers').update({ name: 'Sofia Marquez' }).where({ id: violin });
    }
  });
});

describe('the venue feed cache', () => {
  it('when more venues are asked than it keeps, then it keeps only its bound and builds the least recently asked again', async () => {
    const cache = createVenueFeedCache({ maxFeeds: 2 });
    const builds: number[] = [];
    const calendarOf = (venue: number) =>
      cache.calendarOf(venue, 'W/"tag"', async () => {
        builds.push(venue);
        return `calendar of ${venue}`;
      });
    for (const venue of [1, 2, 3, 1]) expect(await calendarOf(venue)).toBe(`calendar of ${venue}`);
    expect(cache.size).toBe(2);
    // 1 was the least recently asked when 3 came: built again; 3 was kept.
    expect(builds).toEqual([1, 2, 3, 1]);
    await calendarOf(3);
    expect(builds).toEqual([1, 2, 3, 1]);
  });

  it('when a venue is asked under a new tag, then its calendar is built again and replaces the kept one', async () => {
    const cache = createVenueFeedCache();
    let version = 0;
    const build = async () => `version ${(version += 1)}`;
    expect(await cache.calendarOf(7, 'W/"a"', build)).toBe('version 1');
    expect(await cache.calendarOf(7, 'W/"a"', build)).toBe('version 1');
    expect(await cache.calendarOf(7, 'W/"b"', build)).toBe('version 2');
    expect(cache.size).toBe(1);
  });

  it('when one feed is larger than all the text it may keep, then it is answered and not kept', async () => {
    const cache = createVenueFeedCache({ maxCharacters: 10 });
    expect(await cache.calendarOf(1, 'W/"a"', async () => 'x'.repeat(11))).toBe('x'.repeat(11));
    expect(cache.size).toBe(0);
  });
});
