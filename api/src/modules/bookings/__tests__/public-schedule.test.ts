import moment from 'moment';
import {
  API_PATHS,
  BOOKING_ERROR_MESSAGES,
  BOOKING_VALIDATION_MESSAGES as V,
  type PublicBookingDto,
} from '../../../contract';
import { API_TEST_TIMEOUT_MS } from '../../../test-support/test-database';
import { provideTestApp, TEST_ORIGIN } from '../../../test-support/test-app';
import { actingAs, freshClientIp } from '../../../test-support/sessions';
import {
  CYPRESS_HILLS,
  PALM_COVE,
  performerIdOf,
  storeBooking,
} from '../../../test-support/booking-fixtures';
import { parseCalendar, textOf } from '../../../test-support/calendar-parsing';

jest.setTimeout(API_TEST_TIMEOUT_MS);

const app = provideTestApp({ seed: true });
const { as } = actingAs(app);

const MARCH = '?from=2032-03-01&to=2032-03-31';
const SECRET_NOTE = 'Door code 4411, ask for Rita';
const SECRET_TITLE = 'Trio - VIP anniversary';
const ids: Record<string, number> = {};
/** Feeds cover the default window: the fifth of next month is always in it. */
const NEXT_MONTH = moment().add(1, 'month').date(5);
const FEED_DATE = NEXT_MONTH.format('YYYY-MM-DD');
const FEED_DAY = NEXT_MONTH.format('YYYYMMDD');
let violin: number;
let cello: number;
let piano: number;

/** Today on Palm Cove's wall clock (America/New_York), as the API decides it. */
function venueToday(): moment.Moment {
  const date = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/New_York',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
  return moment.utc(date, 'YYYY-MM-DD', true);
}

function publicGet(path: string) {
  return app().http().get(path).set('X-Forwarded-For', freshClientIp());
}

async function departmentIdOf(organizationId: number, name: string): Promise<number> {
  const row: { id: number } | undefined = await app()
    .knex('departments')
    .first('id')
    .where({ organizationId, name });
  if (!row) throw new Error(`no department ${name}`);
  return row.id;
}

beforeAll(async () => {
  violin = await performerIdOf(app(), 'Sofia Marquez');
  cello = await performerIdOf(app(), 'Daniel Kim');
  piano = await performerIdOf(app(), 'James Whitfield');
  await app()
    .knex('performers')
    .update({ profilePicture: 'https://img.test/sofia.jpg' })
    .where({ id: violin });
  ids.lobby = await storeBooking(app(), {
    title: SECRET_TITLE,
    notes: SECRET_NOTE,
    date: '2032-03-05',
    time: '19:00',
    duration: 90,
    department: 'Lobby Bar',
    organizationId: PALM_COVE,
    performers: [
      { performerId: violin, instrument: 'electric violin' },
      { performerId: cello, instrument: 'cello' },
      { performerId: violin, instrument: 'violin' },
    ],
  });
  ids.early = await storeBooking(app(), {
    date: '2032-03-05',
    time: '17:30',
    duration: 60,
    department: 'DUSK',
    organizationId: PALM_COVE,
    performers: [{ performerId: piano, instrument: 'piano' }],
  });
  ids.lateNight = await storeBooking(app(), {
    date: '2032-03-02',
    time: '23:00',
    duration: 120,
    department: 'Lobby Bar',
    organizationId: PALM_COVE,
  });
  ids.pending = await storeBooking(app(), {
    title: 'Solo - Pending secret',
    date: '2032-03-06',
    department: 'Lobby Bar',
    organizationId: PALM_COVE,
    status: 'pending',
    performers: [{ performerId: piano, instrument: 'piano' }],
  });
  ids.feedLobby = await storeBooking(app(), {
    title: SECRET_TITLE,
    notes: SECRET_NOTE,
    date: FEED_DATE,
    time: '19:00',
    duration: 90,
    department: 'Lobby Bar',
    organizationId: PALM_COVE,
    performers: [
      { performerId: violin, instrument: 'electric violin' },
      { performerId: cello, instrument: 'cello' },
      { performerId: violin, instrument: 'violin' },
    ],
  });
  ids.feedPending = await storeBooking(app(), {
    title: 'Solo - Pending secret',
    date: FEED_DATE,
    time: '21:00',
    department: 'Lobby Bar',
    organizationId: PALM_COVE,
    status: 'pending',
  });
  ids.feedDusk = await storeBooking(app(), {
    date: FEED_DATE,
    department: 'DUSK',
    organizationId: PALM_COVE,
  });
  ids.otherOrganization = await storeBooking(app(), {
    date: '2032-03-07',
    department: 'Clubhouse',
    organizationId: CYPRESS_HILLS,
  });
});

describe('GET /api/public/bookings', () => {
  it('when a guest asks for a month, then only confirmed bookings of the public organization come back, by date and time, with public fields only', async () => {
    const response = await publicGet(`${API_PATHS.publicBookings}${MARCH}`);
    expect(response.status).toBe(200);
    const sofia = {
      name: 'Sofia Marquez',
      instruments: ['electric violin', 'violin', 'electric violin + vocals'],
      image: 'https://img.test/sofia.jpg',
      bio: 'Electric violinist blending pop covers with classical lines.',
    };
    const body = response.body as PublicBookingDto[];
    expect(body.map((booking) => booking.id)).toEqual([ids.lateNight, ids.early, ids.lobby]);
    expect(body[0]).toEqual({
      id: ids.lateNight,
      date: '2032-03-02',
      startTime: '23:00',
      endTime: '01:00',
      department: 'Lobby Bar',
      performers: [],
    });
    expect(body[2]).toEqual({
      id: ids.lobby,
      date: '2032-03-05',
      startTime: '19:00',
      endTime: '20:30',
      department: 'Lobby Bar',
      performers: [sofia, expect.objectContaining({ name: 'Daniel Kim', image: null })],
    });
    for (const booking of body) {
      expect(Object.keys(booking).sort()).toEqual([
        'date',
        'department',
        'endTime',
        'id',
        'performers',
        'startTime',
      ]);
      for (const performer of booking.performers)
        expect(Object.keys(performer).sort()).toEqual(['bio', 'image', 'instruments', 'name']);
    }
    for (const secret of [
      SECRET_NOTE,
      SECRET_TITLE,
      'Pending secret',
      'userId',
      'organizationId',
      'performerId',
      'notes',
      'title',
    ])
      expect(response.text).not.toContain(secret);
  });

  it('when a guest reads the schedule, then no cookie is set and the answer may be cached for 5 minutes', async () => {
    const response = await publicGet(`${API_PATHS.publicBookings}${MARCH}`).set(
      'Cookie',
      'bp_session=forged',
    );
    expect(response.status).toBe(200);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    // Answered from the cache the second time: the same JSON, still typed as JSON, without reading bookings.
    const bookingReads: string[] = [];
    const watch = (query: { sql: string }): void => {
      if (/\bbookings\b/.test(query.sql)) bookingReads.push(query.sql);
    };
    app().knex.on('query', watch);
    let again;
    try {
      again = await publicGet(`${API_PATHS.publicBookings}${MARCH}`);
    } finally {
      app().knex.removeListener('query', watch);
    }
    expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(again.body).toEqual(response.body);
    expect(bookingReads).toEqual([]);
  });

  it('when the guest already holds the current ETag, then the answer is 304 without a body; a changed schedule gets a new ETag', async () => {
    const first = await publicGet(`${API_PATHS.publicBookings}${MARCH}`);
    const tag = String(first.headers.etag);
    expect(tag).toMatch(/^"[^"]+"$/);
    const again = await publicGet(`${API_PATHS.publicBookings}${MARCH}`).set('If-None-Match', tag);
    expect(again.status).toBe(304);
    expect(again.text).toBe('');

    // Through the API, as the owner would: the write clears the cached answers at once.
    const added = await app()
      .http()
      .post(API_PATHS.bookings)
      .set('Origin', TEST_ORIGIN)
      .set('Cookie', await as('owner@encore.test'))
      .send({
        title: 'Solo - Nolita',
        date: '2032-03-28',
        time: '19:00',
        duration: 60,
        department: 'Nolita',
        ensemble: 'Solo',
        userId: '',
        organizationId: PALM_COVE,
        status: 'confirmed',
      });
    expect(added.status).toBe(201);
    const changed = await publicGet(`${API_PATHS.publicBookings}${MARCH}`).set('If-None-Match', tag);
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).not.toBe(tag);
    expect((changed.body as PublicBookingDto[]).map((booking) => booking.id)).toContain(
      (added.body as { id: number }).id,
    );
    await app()
      .knex('bookings')
      .delete()
      .where({ id: (added.body as { id: number }).id });
  });

  it('when from/to are malformed, reversed or too far apart, then the answer is 400 saying why', async () => {
    const malformed = await publicGet(`${API_PATHS.publicBookings}?from=03/01/2032`);
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({
      errors: expect.arrayContaining([{ path: 'from', message: V.dateFormat }]) as unknown,
    });
    const impossible = await publicGet(`${API_PATHS.publicBookings}?to=2032-02-30`);
    expect(impossible.status).toBe(400);
    expect(impossible.body).toMatchObject({ errors: [{ path: 'to', message: V.dateInvalid }] });
    const reversed = await publicGet(`${API_PATHS.publicBookings}?from=2032-03-31&to=2032-03-01`);
    expect(reversed.status).toBe(400);
    expect(reversed.body).toMatchObject({ message: BOOKING_ERROR_MESSAGES.rangeInvalid });
    // 2032 is a leap year: January 1st to March 2nd is 62 days.
    const tooLong = await publicGet(`${API_PATHS.publicBookings}?from=2032-01-01&to=2032-03-03`);
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toMatchObject({ message: 'The range must span at most 62 days' });
    const longest = await publicGet(`${API_PATHS.publicBookings}?from=2032-01-01&to=2032-03-02`);
    expect(longest.status).toBe(200);
    // A query string validation refuses is never remembered as valid: asked again, it is refused again.
    const impossibleAgain = await publicGet(`${API_PATHS.publicBookings}?to=2032-02-30`);
    expect(impossibleAgain.status).toBe(400);
    expect(impossibleAgain.body).toMatchObject({ errors: [{ path: 'to', message: V.dateInvalid }] });
  });

  it("when no range is given, then the window is the 62 days from the Sunday starting this month's grid, covering the month and the week panel", async () => {
    // Today is the venue's (its organization's time zone), as the page's.
    const today = venueToday();
    const gridStart = today.clone().startOf('month').day(0);
    const lastDay = gridStart.clone().add(61, 'days');
    const inWindow = await Promise.all(
      [gridStart, today.clone().endOf('month'), today.clone().add(6, 'days'), lastDay].map((day) =>
        storeBooking(app(), {
          date: day.format('YYYY-MM-DD'),
          department: 'DUSK',
          organizationId: PALM_COVE,
        }),
      ),
    );
    const outside = await Promise.all(
      [gridStart.clone().subtract(1, 'day'), lastDay.clone().add(1, 'day')].map((day) =>
        storeBooking(app(), {
          date: day.format('YYYY-MM-DD'),
          department: 'DUSK',
          organizationId: PALM_COVE,
        }),
      ),
    );
    const response = await publicGet(API_PATHS.publicBookings);
    const shown = (response.body as PublicBookingDto[]).map((booking) => booking.id);
    expect(shown).toEqual(expect.arrayContaining(inWindow));
    for (const id of outside) expect(shown).not.toContain(id);
    await app()
      .knex('bookings')
      .delete()
      .whereIn('id', [...inWindow, ...outside]);
  });

  it('when one address asks more than 300 times a minute, then it gets 429 with Retry-After', async () => {
    const address = freshClientIp();
    let last = 200;
    for (let call = 0; call < 301; call += 1) {
      const response = await app()
        .http()
        .get(`${API_PATHS.publicBookings}${MARCH}`)
        .set('X-Forwarded-For', address);
      last = response.status;
      if (call === 299) expect(last).toBe(200);
      if (last === 429) {
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
        break;
      }
    }
    expect(last).toBe(429);
  });
});

describe('GET /api/public/feeds/departments/:id.ics', () => {
  it('when a venue of the public organization is asked for, then its confirmed bookings come as iCalendar events in the organization time zone', async () => {
    const lobbyBar = await departmentIdOf(PALM_COVE, 'Lobby Bar');
    const response = await publicGet(API_PATHS.publicDepartmentFeed(lobbyBar));
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.headers['set-cookie']).toBeUndefined();

    const { events, timeZones } = parseCalendar(response.text);
    expect(timeZones.map((zone) => zone.tzid)).toEqual(['America/New_York']);
    const lobby = events.find((event) => event.uid === `booking-${ids.feedLobby}@portal.test`);
    expect(lobby).toBeDefined();
    expect(textOf(lobby?.summary)).toBe('Lobby Bar: Sofia Marquez, Daniel Kim');
    expect(textOf(lobby?.location)).toBe('Lobby Bar, Palm Cove Beach Resort');
    expect(lobby?.start.tz).toBe('America/New_York');
    expect(response.text).toContain(`DTSTART;TZID=America/New_York:${FEED_DAY}T190000`);
    expect(response.text).toContain(`DTEND;TZID=America/New_York:${FEED_DAY}T203000`);
    // The parser places the instant by the VTIMEZONE: 19:00 on the resort's own clock.
    const resortClock = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'America/New_York',
      hour: '2-digit',
      minute: '2-digit',
    });
    expect(lobby?.start && resortClock.format(lobby.start)).toBe('19:00');
    expect(lobby?.end && resortClock.format(lobby.end)).toBe('20:30');

    const uids = events.map((event) => event.uid);
    expect(uids).not.toContain(`booking-${ids.feedPending}@portal.test`);
    expect(uids).not.toContain(`booking-${ids.feedDusk}@portal.test`);
    expect(uids).not.toContain(`booking-${ids.otherOrganization}@portal.test`);
    for (const secret of [SECRET_NOTE, SECRET_TITLE, 'Pending secret'])
      expect(response.text).not.toContain(secret);
  });

  it('when bookings lie beyond 30 days back or 180 days ahead, then the feed leaves them out and keeps the days inside', async () => {
    const lobbyBar = await departmentIdOf(PALM_COVE, 'Lobby Bar');
    const today = venueToday();
    const dated = (days: number) =>
      storeBooking(app(), {
        date: today.clone().add(days, 'days').format('YYYY-MM-DD'),
        department: 'Lobby Bar',
        organizationId: PALM_COVE,
      });
    const inside = [await dated(-30), await dated(180)];
    const outside = [await dated(-31), await dated(181)];
    const response = await publicGet(API_PATHS.publicDepartmentFeed(lobbyBar));
    const uids = parseCalendar(response.text).events.map((event) => event.uid);
    for (const id of inside) expect(uids).toContain(`booking-${id}@portal.test`);
    for (const id of outside) expect(uids).not.toContain(`booking-${id}@portal.test`);
    await app()
      .knex('bookings')
      .delete()
      .whereIn('id', [...inside, ...outside]);
  });

  it('when the department is not one of the public organization, or does not exist, then the answer is 404', async () => {
    const clubhouse = await departmentIdOf(CYPRESS_HILLS, 'Clubhouse');
    expect((await publicGet(API_PATHS.publicDepartmentFeed(clubhouse))).status).toBe(404);
    expect((await publicGet(API_PATHS.publicDepartmentFeed(999999))).status).toBe(404);
    expect((await publicGet('/api/public/feeds/departments/lobby.ics')).status).toBe(404);
  });
});
