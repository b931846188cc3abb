import { createHash } from 'node:crypto';
import moment from 'moment';
import { API_PATHS, type PerformerFeedLinkDto } from '../../../contract';
import { API_TEST_TIMEOUT_MS } from '../../../test-support/test-database';
import { provideTestApp, TEST_ORIGIN } from '../../../test-support/test-app';
import { actingAs, freshClientIp } from '../../../test-support/sessions';
import {
  CYPRESS_HILLS,
  OWNER,
  PALM_COVE,
  PALM_COVE_ADMIN,
  SUPER_ADMIN,
  auditRowsOf,
  performerIdOf,
  storeBooking,
} from '../../../test-support/booking-fixtures';
import { parseCalendar, textOf } from '../../../test-support/calendar-parsing';

jest.setTimeout(API_TEST_TIMEOUT_MS);

const app = provideTestApp({ seed: true });
const { as, write } = actingAs(app);

const FEED_DATE = moment().add(1, 'month').date(10).format('YYYY-MM-DD');
const FEED_DAY = FEED_DATE.replace(/-/g, '');
const SECRET_NOTE = 'Gate code 9090';
const ids: Record<string, number> = {};
let harp: number;
let drums: number;

function pathOf(url: string): string {
  return new URL(url).pathname;
}

function feedGet(url: string) {
  return app().http().get(pathOf(url)).set('X-Forwarded-For', freshClientIp());
}

async function ownerLink(performerId: number) {
  return app()
    .http()
    .get(API_PATHS.performerFeedLink(performerId))
    .set('Cookie', await as(OWNER));
}

async function ownerReset(performerId: number) {
  return write('post', API_PATHS.performerFeedReset(performerId), await as(OWNER));
}

beforeAll(async () => {
  harp = await performerIdOf(app(), 'Isabella Chen');
  drums = await performerIdOf(app(), 'Marcus Reed');
  await app().knex('organizations').update({ timeZone: 'America/Chicago' }).where({ id: CYPRESS_HILLS });
  ids.resort = await storeBooking(app(), {
    title: 'Solo - Secret title',
    notes: SECRET_NOTE,
    date: FEED_DATE,
    time: '18:00',
    duration: 60,
    department: 'Lobby Bar',
    organizationId: PALM_COVE,
    performers: [{ performerId: harp, instrument: 'harp' }],
  });
  ids.club = await storeBooking(app(), {
    date: FEED_DATE,
    time: '20:30',
    duration: 120,
    department: 'Clubhouse',
    organizationId: CYPRESS_HILLS,
    performers: [
      { performerId: drums, instrument: 'guitar' },
      { performerId: harp, instrument: 'electro acoustic harp' },
    ],
  });
  ids.pending = await storeBooking(app(), {
    date: FEED_DATE,
    time: '12:00',
    department: 'Lobby Bar',
    organizationId: PALM_COVE,
    status: 'pending',
    performers: [{ performerId: harp, instrument: 'harp' }],
  });
  ids.someoneElse = await storeBooking(app(), {
    date: FEED_DATE,
    department: 'DUSK',
    organizationId: PALM_COVE,
    performers: [{ performerId: drums, instrument: 'drums' }],
  });
});

describe('performer calendar feeds', () => {
  let firstUrl = '';

  it('when the owner asks whether a feed link exists, then nothing is made; the first POST makes it and shows it once', async () => {
    const before = await ownerLink(harp);
    expect(before.status).toBe(200);
    expect(before.headers['cache-control']).toBe('no-store');
    expect(before.body).toEqual({ exists: false, url: null });
    expect(await app().knex('performer_feed_tokens').where({ performerId: harp })).toEqual([]);

    const created = await ownerReset(harp);
    expect(created.status).toBe(200);
    expect(created.headers['cache-control']).toBe('no-store');
    const link = created.body as PerformerFeedLinkDto;
    expect(link.exists).toBe(true);
    expect(link.url).toMatch(new RegExp(`^${TEST_ORIGIN}/api/feeds/performers/[A-Za-z0-9_-]{43}\\.ics$`));
    firstUrl = link.url ?? '';

    const again = await ownerLink(harp);
    expect(again.headers['cache-control']).toBe('no-store');
    expect(again.body).toEqual({ exists: true, url: null });

    const token = /performers\/([^/]+)\.ics$/.exec(firstUrl)?.[1] ?? '';
    const stored: { tokenHash: string }[] = await app()
      .knex('performer_feed_tokens')
      .select('tokenHash')
      .where({ performerId: harp });
    expect(stored).toEqual([{ tokenHash: createHash('sha256').update(token).digest('hex') }]);
    const audit = await auditRowsOf(app(), 'performer', harp);
    expect(audit.map((row) => [row.action, row.email])).toEqual([['performer_feed_created', OWNER]]);
    expect(JSON.stringify(audit)).not.toContain(token);
  });

  it('when the feed is read, then it lists the performer confirmed bookings across organizations, each in its organization time zone', async () => {
    const response = await feedGet(firstUrl);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['set-cookie']).toBeUndefined();

    const { events, timeZones } = parseCalendar(response.text);
    expect(timeZones.map((zone) => zone.tzid).sort()).toEqual(['America/Chicago', 'America/New_York']);
    const uids = events.map((event) => event.uid);
    expect(uids).toEqual(
      expect.arrayContaining([`booking-${ids.club}@portal.test`, `booking-${ids.resort}@portal.test`]),
    );
    // Every event (the demo data's too) is a confirmed booking the performer plays in.
    const bookingIds = uids.map((uid) => Number(/^booking-(\d+)@portal\.test$/.exec(uid)?.[1]));
    const rows: { status: string; played: string | number }[] = await app()
      .knex('bookings as b')
      .select('b.status')
      .select(
        app().knex.raw(
          '(select count(*) from booking_performers bp where bp.booking_id = b.id and bp.performer_id = ?) as played',
          [harp],
        ),
      )
      .whereIn('b.id', bookingIds);
    expect(rows).toHaveLength(bookingIds.length);
    for (const row of rows) {
      expect(row.status).toBe('confirmed');
      expect(Number(row.played)).toBeGreaterThan(0);
    }
    const club = events.find((event) => event.uid === `booking-${ids.club}@portal.test`);
    expect(club?.start.tz).toBe('America/Chicago');
    expect(textOf(club?.summary)).toBe('Clubhouse: Marcus Reed, Isabella Chen');
    expect(textOf(club?.location)).toBe('Clubhouse, Cypress Hills Country Club');
    expect(response.text).toContain(`DTSTART;TZID=America/Chicago:${FEED_DAY}T203000`);
    expect(response.text).toContain(`DTEND;TZID=America/Chicago:${FEED_DAY}T223000`);
    expect(response.text).toContain(`DTSTART;TZID=America/New_York:${FEED_DAY}T180000`);
    for (const secret of [
      SECRET_NOTE,
      'Secret title',
      `booking-${ids.pending}@`,
      `booking-${ids.someoneElse}@`,
    ])
      expect(response.text).not.toContain(secret);
  });

  it('when the owner resets the link, then the old address is 404 at once and the new one works', async () => {
    const reset = await ownerReset(harp);
    expect(reset.status).toBe(200);
    expect(reset.headers['cache-control']).toBe('no-store');
    const link = reset.body as PerformerFeedLinkDto;
    expect(link.exists).toBe(true);
    expect(link.url).not.toBe(firstUrl);
    expect((await feedGet(firstUrl)).status).toBe(404);
    expect((await feedGet(link.url ?? '')).status).toBe(200);
    expect((await ownerLink(harp)).body).toEqual({ exists: true, url: null });

    const actions = (await auditRowsOf(app(), 'performer', harp)).map((row) => [row.action, row.email]);
    expect(actions).toEqual([
      ['performer_feed_created', OWNER],
      ['performer_feed_reset', OWNER],
    ]);
  });

  it('when a token is unknown or malformed, then the feed is 404', async () => {
    expect((await feedGet(`${TEST_ORIGIN}${API_PATHS.performerFeed('A'.repeat(43))}`)).status).toBe(404);
    expect((await feedGet(`${TEST_ORIGIN}${API_PATHS.performerFeed('short')}`)).status).toBe(404);
  });

  it('when anyone but the owner asks for or resets a feed link, then it is refused; an unknown performer is 404', async () => {
    for (const email of [SUPER_ADMIN, PALM_COVE_ADMIN]) {
      const cookie = await as(email);
      expect((await app().http().get(API_PATHS.performerFeedLink(drums)).set('Cookie', cookie)).status).toBe(
        403,
      );
      expect((await write('post', API_PATHS.performerFeedReset(drums), cookie)).status).toBe(403);
    }
    expect((await app().http().get(API_PATHS.performerFeedLink(drums))).status).toBe(401);
    expect((await ownerLink(999999)).status).toBe(404);
    expect((await ownerReset(999999)).status).toBe(404);
    expect(await app().knex('performer_feed_tokens').where({ performerId: drums })).toEqual([]);
  });
});
