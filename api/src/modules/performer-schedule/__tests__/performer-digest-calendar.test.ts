import moment from 'moment';
import { API_PATHS, wallClockAt, type ChangeSetDto } from '../../../contract';
import type { CaughtMail } from '../../../test-support/mail-catcher';
import { freshClientIp } from '../../../test-support/sessions';
import { API_TEST_TIMEOUT_MS } from '../../../test-support/test-database';
import { PALM_COVE, storeBooking } from '../../../test-support/booking-fixtures';
import { CalendarStore, parseWithIcalJs, type ParsedCalendar, type StoredEvent } from './calendar-store';
import { calendarAttachmentOf, provideDigestTestApp, QUIET_MS, uidOf } from './performer-digest-fixtures';

jest.setTimeout(API_TEST_TIMEOUT_MS);

const digestApp = provideDigestTestApp('digest-calendar.test');
const { write, performerWithEmail, digestsAfterQuietPeriod } = digestApp;
const app = () => digestApp.app();

/** Inside the feeds' window whatever the day the tests run: the 10th to the 20th of next month. */
const NEXT_MONTH = moment.utc().add(1, 'month').date(10);

function dayOfNextMonth(offset: number): string {
  return NEXT_MONTH.clone().add(offset, 'days').format('YYYY-MM-DD');
}

async function changed(method: 'patch' | 'delete', id: number, body: Record<string, unknown> = {}) {
  const response = await write(method, API_PATHS.booking(id)).send(body);
  expect(response.status).toBe(method === 'delete' ? 204 : 200);
}

/** A confirmed Lobby Bar booking at 19:00 for two hours, written straight into the database (no notices). */
async function lobbyGig(
  date: string,
  performers: readonly { id: number; instrument: string }[],
): Promise<number> {
  return storeBooking(app(), {
    date,
    time: '19:00',
    duration: 120,
    department: 'Lobby Bar',
    ensemble: performers.length === 1 ? 'Solo' : 'Duo',
    organizationId: PALM_COVE,
    status: 'confirmed',
    performers: performers.map((performer) => ({
      performerId: performer.id,
      instrument: performer.instrument,
    })),
  });
}

/** A moment once the quiet period is over, in whole seconds (DTSTAMP has no smaller unit). */
function afterQuietPeriod(): Date {
  return new Date(Math.ceil((Date.now() + QUIET_MS + 60_000) / 1000) * 1000);
}

/** The calendar file of the performer's newest digest, as text. */
function newestCalendarOf(email: string): string {
  const mails = digestApp.catcher().mailsTo(email);
  const newest = mails[mails.length - 1];
  if (!newest) throw new Error(`no digest to ${email}`);
  return calendarAttachmentOf(newest).content.toString('utf8');
}

function eventOf(calendar: ParsedCalendar | CalendarStore, bookingId: number): StoredEvent {
  const event =
    calendar instanceof CalendarStore
      ? calendar.event(uidOf(bookingId))
      : calendar.events.find((entry) => entry.uid === uidOf(bookingId));
  if (!event) throw new Error(`no event of booking ${bookingId}`);
  return event;
}

/** An instant on the venue's wall clock (Palm Cove: America/New_York), by Intl, not by the file. */
function venueClock(instant: Date): string {
  const clock = wallClockAt(instant, 'America/New_York');
  return `${clock.date} ${clock.time}`;
}

async function storedSequenceOf(bookingId: number): Promise<number> {
  const row: { sequence: number } | undefined = await app()
    .knex('bookingCalendarSequences')
    .first('sequence')
    .where({ bookingId });
  if (!row) throw new Error(`booking ${bookingId} has no SEQUENCE`);
  return row.sequence;
}

describe('the digest calendar file in a calendar store', () => {
  it('when a first and then a second digest are imported, then the store holds the booking at its moved time and the deleted one cancelled, by UID and SEQUENCE; the first imported again changes nothing', async () => {
    const piano = await performerWithEmail('Paz Ortega', 'piano');
    const moved = await lobbyGig(dayOfNextMonth(0), [{ id: piano.id, instrument: 'piano' }]);
    const cancelled = await lobbyGig(dayOfNextMonth(1), [{ id: piano.id, instrument: 'piano' }]);

    await changed('patch', moved, { time: '20:30' });
    await changed('patch', cancelled, { date: dayOfNextMonth(3) });
    const firstMadeAt = afterQuietPeriod();
    await digestsAfterQuietPeriod(firstMadeAt);
    const first = newestCalendarOf(piano.email);

    await changed('patch', moved, { time: '21:15', duration: 90 });
    await changed('delete', cancelled);
    const secondMadeAt = afterQuietPeriod();
    await digestsAfterQuietPeriod(secondMadeAt);
    const second = newestCalendarOf(piano.email);
    expect(digestApp.catcher().mailsTo(piano.email)).toHaveLength(2);

    // Each file is an iTIP PUBLISH whose DTSTAMP is when the digest was made, every event versioned.
    const [firstParsed, secondParsed] = [parseWithIcalJs(first), parseWithIcalJs(second)];
    expect(firstParsed.method).toBe('PUBLISH');
    expect(secondParsed.method).toBe('PUBLISH');
    expect(firstParsed.events.map((event) => event.stamp)).toEqual([firstMadeAt, firstMadeAt]);
    expect(secondParsed.events.map((event) => event.stamp)).toEqual([secondMadeAt, secondMadeAt]);
    expect(eventOf(firstParsed, moved).sequence).toBe(1);
    expect(eventOf(secondParsed, moved).sequence).toBe(2);
    expect(eventOf(secondParsed, cancelled)).toMatchObject({ status: 'CANCELLED', sequence: 2 });

    const store = new CalendarStore();
    expect(store.import(first)).toBe(2);
    expect(venueClock(eventOf(store, moved).start)).toBe(`${dayOfNextMonth(0)} 20:30`);
    expect(venueClock(eventOf(store, cancelled).start)).toBe(`${dayOfNextMonth(3)} 19:00`);
    expect(eventOf(store, cancelled).status).toBe('CONFIRMED');

    expect(store.import(second)).toBe(2);
    const movedHeld = eventOf(store, moved);
    expect(movedHeld).toMatchObject({
      status: 'CONFIRMED',
      sequence: 2,
      timeZone: 'America/New_York',
      startWallClock: `${dayOfNextMonth(0)}T21:15:00`,
    });
    expect(venueClock(movedHeld.start)).toBe(`${dayOfNextMonth(0)} 21:15`);
    expect(venueClock(movedHeld.end)).toBe(`${dayOfNextMonth(0)} 22:45`);
    expect(eventOf(store, cancelled)).toMatchObject({ status: 'CANCELLED', sequence: 2 });

    // A calendar app that meets the first mail again (re-opened, forwarded) keeps what the second said.
    expect(store.import(first)).toBe(0);
    expect(eventOf(store, moved).startWallClock).toBe(`${dayOfNextMonth(0)}T21:15:00`);
    expect(eventOf(store, cancelled).status).toBe('CANCELLED');
  });

  it('when a performer is taken off a booking, then their next digest cancels its UID with a higher SEQUENCE, and the bandmate who stays gets the same UID and SEQUENCE confirmed', async () => {
    const guitar = await performerWithEmail('Gil Navarro', 'guitar');
    const bass = await performerWithEmail('Bo Achterberg', 'bass');
    const duo = [
      { id: guitar.id, instrument: 'guitar' },
      { id: bass.id, instrument: 'bass' },
    ];
    const gig = await lobbyGig(dayOfNextMonth(4), duo);
    await changed('patch', gig, { time: '20:00' });
    await digestsAfterQuietPeriod(afterQuietPeriod());
    const guitarStore = new CalendarStore();
    guitarStore.import(newestCalendarOf(guitar.email));
    expect(eventOf(guitarStore, gig)).toMatchObject({ status: 'CONFIRMED', sequence: 1 });

    await changed('patch', gig, {
      ensemble: 'Solo',
      performerData: JSON.stringify([{ performerId: bass.id, instrument: 'bass' }]),
    });
    await digestsAfterQuietPeriod(afterQuietPeriod());

    expect(guitarStore.import(newestCalendarOf(guitar.email))).toBe(1);
    expect(eventOf(guitarStore, gig)).toMatchObject({ status: 'CANCELLED', sequence: 2 });
    const bassEvent = eventOf(parseWithIcalJs(newestCalendarOf(bass.email)), gig);
    expect(bassEvent).toMatchObject({
      status: 'CONFIRMED',
      sequence: 2,
      summary: 'Lobby Bar: Bo Achterberg',
    });
  });

  it('when a deleted booking is put back by an undo, then the next digest brings it back confirmed above its cancellation', async () => {
    const harp = await performerWithEmail('Hedda Strom', 'harp');
    const gig = await lobbyGig(dayOfNextMonth(5), [{ id: harp.id, instrument: 'harp' }]);
    await changed('delete', gig);
    await digestsAfterQuietPeriod(afterQuietPeriod());
    const store = new CalendarStore();
    store.import(newestCalendarOf(harp.email));
    expect(eventOf(store, gig)).toMatchObject({ status: 'CANCELLED', sequence: 1 });

    const history = await app().http().get(API_PATHS.bookingHistory(gig)).set('Cookie', digestApp.owner());
    const [deletion] = history.body as ChangeSetDto[];
    expect(deletion?.kind).toBe('delete');
    const undo = await write('post', API_PATHS.changeSetUndo(deletion?.id ?? 0)).send({});
    expect(undo.status).toBe(201);
    await digestsAfterQuietPeriod(afterQuietPeriod());

    expect(store.import(newestCalendarOf(harp.email))).toBe(1);
    expect(eventOf(store, gig)).toMatchObject({ status: 'CONFIRMED', sequence: 2 });
  });
});

describe('the digest file and the subscribed feeds', () => {
  it('when a booking was moved, then the mailed file is a PUBLISH with the MIME type saying so, and the private and venue feeds carry the same UID and SEQUENCE with no METHOD', async () => {
    const drums = await performerWithEmail('Dag Lindqvist', 'drums');
    const feed = await write('post', API_PATHS.performerFeedReset(drums.id)).send({});
    expect(feed.status).toBe(200);
    const gig = await lobbyGig(dayOfNextMonth(6), [{ id: drums.id, instrument: 'drums' }]);
    await changed('patch', gig, { time: '18:30' });
    await digestsAfterQuietPeriod(afterQuietPeriod());

    const [mail] = digestApp.catcher().mailsTo(drums.email);
    if (!mail) throw new Error('no digest');
    expect(calendarAttachmentOf(mail).headers.get('content-type')).toEqual({
      value: 'text/calendar',
      params: { charset: 'utf-8', method: 'PUBLISH', name: 'bookings.ics' },
    });
    const mailed = eventOf(parseWithIcalJs(calendarAttachmentOf(mail).content.toString('utf8')), gig);
    expect(mailed.sequence).toBe(await storedSequenceOf(gig));
    // The portal publishes: its sender (MAIL_FROM) is the ORGANIZER.
    expect(mailed.organizer).toBe(`mailto:${/<([^<>]+)>/.exec(app().config.mailFrom)?.[1] ?? ''}`);

    const lobbyBar: { id: number } | undefined = await app()
      .knex('departments')
      .first('id')
      .where({ organizationId: PALM_COVE, name: 'Lobby Bar' });
    const feeds = await Promise.all(
      [
        new URL((feed.body as { url: string }).url).pathname,
        API_PATHS.publicDepartmentFeed(lobbyBar?.id ?? 0),
      ].map((path) => app().http().get(path).set('X-Forwarded-For', freshClientIp())),
    );
    const stored: { updatedAt: Date } | undefined = await app()
      .knex('bookings')
      .first('updatedAt')
      .where({ id: gig });
    const revisedAt = Math.floor((stored?.updatedAt.getTime() ?? 0) / 1000) * 1000;
    for (const response of feeds) {
      expect(response.status).toBe(200);
      const parsed = parseWithIcalJs(response.text);
      expect(parsed.method).toBeNull();
      const event = eventOf(parsed, gig);
      expect(event.organizer).toBeNull();
      expect(event).toMatchObject({
        uid: mailed.uid,
        sequence: mailed.sequence,
        startWallClock: mailed.startWallClock,
      });
      // Without a METHOD, DTSTAMP is when the event was last revised (RFC 5545 section 3.8.7.2).
      expect(event.stamp.getTime()).toBe(revisedAt);
      expect(event.lastModified.getTime()).toBe(revisedAt);
    }
  });
});

describe('the digest text', () => {
  it('when bookings change latest date first, then the digest lists them earliest first, with the portal’s day and time labels', async () => {
    const oboe = await performerWithEmail('Odette Vance', 'oboe');
    const later = await lobbyGig('2031-12-15', [{ id: oboe.id, instrument: 'oboe' }]);
    const earlier = await lobbyGig('2031-07-04', [{ id: oboe.id, instrument: 'oboe' }]);
    await changed('patch', later, { time: '19:30' });
    await changed('patch', earlier, { time: '20:00' });
    await digestsAfterQuietPeriod(afterQuietPeriod());

    const [mail] = digestApp.catcher().mailsTo(oboe.email);
    const text = mail?.parsed.text ?? '';
    const july = text.indexOf('Changed booking: Fri, Jul 4, 2031, Lobby Bar, Palm Cove Beach Resort');
    const december = text.indexOf('Changed booking: Mon, Dec 15, 2031, Lobby Bar, Palm Cove Beach Resort');
    expect(july).toBeGreaterThan(-1);
    expect(december).toBeGreaterThan(july);
    expect(text).toContain('Time: 7:00 PM – 9:00 PM EDT → 8:00 PM – 10:00 PM EDT');
    expect(text).toContain('Time: 7:00 PM – 9:00 PM EST → 7:30 PM – 9:30 PM EST');
    // The calendar file lists them in the same order.
    expect(
      parseWithIcalJs(calendarAttachmentOf(mail as CaughtMail).content.toString('utf8')).events.map(
        (event) => event.uid,
      ),
    ).toEqual([uidOf(earlier), uidOf(later)]);
  });
});
