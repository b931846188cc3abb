import { API_PATHS, CHANGE_STREAM_EVENTS } from '../../../contract';
import {
  CYPRESS_HILLS,
  CYPRESS_USER,
  LOBBY_USER,
  OWNER,
  PALM_COVE,
  PALM_COVE_ADMIN,
  storeBooking,
  userIdOf,
} from '../../../test-support/booking-fixtures';
import { storeClosure } from '../../../test-support/closure-fixtures';
import { signIn } from '../../../test-support/sessions';
import { API_TEST_TIMEOUT_MS } from '../../../test-support/test-database';
import { provideTestApp, TEST_ORIGIN } from '../../../test-support/test-app';
import {
  announcePresence,
  changeOf,
  namesBookings,
  openedChangeStream,
  presenceOf,
  streamsClosedAfterEach,
} from './change-stream-fixtures';
import { listeningPortal, openEventStream, type EventStreamReader } from './event-stream-reader';

jest.setTimeout(API_TEST_TIMEOUT_MS);

const app = provideTestApp({ seed: true });
let baseUrl = '';
let stopListening: () => Promise<void> = async () => undefined;
const cookies = new Map<string, string>();
const streams = streamsClosedAfterEach();

beforeAll(async () => {
  const listening = await listeningPortal(app().portal);
  baseUrl = listening.baseUrl;
  stopListening = listening.close;
});

afterAll(async () => {
  await stopListening();
});

async function cookieOf(email: string): Promise<string> {
  const known = cookies.get(email);
  if (known !== undefined) return known;
  const cookie = await signIn(app(), email);
  cookies.set(email, cookie);
  return cookie;
}

async function streamOf(
  cookie: string,
  headers: Record<string, string> = {},
  query = '',
): Promise<EventStreamReader> {
  return streams.kept(await openedChangeStream(baseUrl, cookie, { headers, query }));
}

/** Every bookings scope the stream was told of so far. */
const bookingScopesOf = (stream: EventStreamReader) =>
  stream.events.flatMap(
    (event) => changeOf(event)?.scopes.filter((scope) => scope.kind === 'bookings') ?? [],
  );

describe('GET /api/changes/stream', () => {
  it('is an uncompressed, unbuffered event stream that names the scope of a committed write', async () => {
    const stream = await streamOf(await cookieOf(OWNER), { 'Accept-Encoding': 'gzip, br' });
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(stream.headers['cache-control']).toBe('no-cache');
    expect(stream.headers['x-accel-buffering']).toBe('no');
    expect(stream.headers['content-encoding']).toBeUndefined();
    // Counted as answered once open: an open stream is no request in flight.
    const figures = await app().portal.metrics.registry.metrics();
    expect(figures).toMatch(/^http_requests_in_flight 0$/m);
    expect(figures.split('\n')).toContainEqual(
      expect.stringMatching(/^http_requests_total\{.*route="\/api\/changes\/stream".*\} [1-9]/),
    );
    const position = Number(stream.lastEventId());

    await storeBooking(app(), { organizationId: PALM_COVE, date: '2031-03-14', department: 'Lobby Bar' });
    const event = await stream.next('the bookings of March 2031', namesBookings(PALM_COVE, '2031-03'));
    expect(Number(event.id)).toBeGreaterThan(position);

    await storeClosure(app(), {
      organizationId: PALM_COVE,
      department: null,
      from: '2031-03-20 00:00',
      to: '2031-03-21 00:00',
      reason: 'Storm',
    });
    const closures = await stream.next('the closures', (received) =>
      (changeOf(received)?.scopes ?? []).some((scope) => scope.kind === 'closures'),
    );
    expect(changeOf(closures)?.scopes).toContainEqual({
      kind: 'closures',
      organizationId: PALM_COVE,
      month: null,
    });
  });

  it("tells a department's user nothing of other departments or organizations", async () => {
    const stream = await streamOf(await cookieOf(LOBBY_USER));
    await storeBooking(app(), { organizationId: PALM_COVE, date: '2031-05-02', department: 'DUSK' });
    await storeBooking(app(), { organizationId: CYPRESS_HILLS, date: '2031-06-02', department: 'Clubhouse' });
    await storeBooking(app(), { organizationId: PALM_COVE, date: '2031-07-02', department: 'Lobby Bar' });
    // Notifications arrive in commit order: once the last write's is in, the others' were handled.
    await stream.next('the Lobby Bar booking of July 2031', namesBookings(PALM_COVE, '2031-07'));
    expect(bookingScopesOf(stream)).toEqual([
      { kind: 'bookings', organizationId: PALM_COVE, month: '2031-07' },
    ]);
  });

  it('replays what changed after the Last-Event-ID, and asks for a refetch of an unknown position', async () => {
    const cookie = await cookieOf(PALM_COVE_ADMIN);
    const first = await streamOf(cookie);
    const position = first.lastEventId() ?? '';
    first.close();
    await storeBooking(app(), { organizationId: PALM_COVE, date: '2031-08-09', department: 'DUSK' });

    const resumed = await streamOf(cookie, { 'Last-Event-ID': position });
    const replayed = await resumed.next('the replayed August 2031', namesBookings(PALM_COVE, '2031-08'));
    expect(Number(replayed.id)).toBeGreaterThan(Number(position));

    const lost = await streamOf(cookie, {}, '?lastEventId=not-a-position');
    const refetch = await lost.next('a refetch', (event) => event.event === CHANGE_STREAM_EVENTS.refetch);
    expect(JSON.parse(refetch.data)).toEqual({ reason: 'unknown-position' });
  });

  it("closes a session's oldest stream when it opens one more than five", async () => {
    const cookie = await cookieOf(CYPRESS_USER);
    const streams: EventStreamReader[] = [];
    for (let opened = 0; opened < 6; opened += 1) streams.push(await streamOf(cookie));
    await streams[0]?.ended;
    // The same user signed in elsewhere (another device) is another session: it takes none of these.
    streams.push(await streamOf(await signIn(app(), CYPRESS_USER)));
    await storeBooking(app(), { organizationId: CYPRESS_HILLS, date: '2031-04-04', department: 'Clubhouse' });
    for (const stream of streams.slice(1))
      await stream.next('the Clubhouse booking of April 2031', namesBookings(CYPRESS_HILLS, '2031-04'));
  });

  it('closes the stream of a session that signs out', async () => {
    const cookie = await signIn(app(), LOBBY_USER);
    const stream = await streamOf(cookie);
    const logout = await app().http().post(API_PATHS.logout).set('Origin', TEST_ORIGIN).set('Cookie', cookie);
    expect(logout.status).toBeLessThan(300);
    await stream.ended;
    const again = streams.kept(await openEventStream(baseUrl, API_PATHS.changeStream, { Cookie: cookie }));
    expect(again.status).toBe(401);
  });
});

describe('presence in a booking dialog', () => {
  it('tells the others who may see the booking who has its dialog open, never the reader themself', async () => {
    const bookingId = await storeBooking(app(), {
      organizationId: PALM_COVE,
      date: '2031-09-01',
      department: 'Lobby Bar',
    });
    const cypressBooking = await storeBooking(app(), {
      organizationId: CYPRESS_HILLS,
      date: '2031-09-01',
      department: 'Clubhouse',
    });
    const admin = await cookieOf(PALM_COVE_ADMIN);
    const lobby = await streamOf(await cookieOf(LOBBY_USER));
    const adminStream = await streamOf(admin);
    const cypress = await streamOf(await cookieOf(CYPRESS_USER));
    const adminId = await userIdOf(app(), PALM_COVE_ADMIN);

    const opened = await announcePresence(app(), admin, bookingId);
    expect(opened.status).toBe(204);
    const seen = await lobby.next('the admin editing', (event) => presenceOf(event)?.bookingId === bookingId);
    expect(presenceOf(seen)?.editors).toEqual([
      { userId: adminId, name: expect.any(String) as string, organization: 'Palm Cove Beach Resort' },
    ]);

    // The owner opens a Cypress Hills booking: once Cypress Hills' user hears of it, they would
    // have heard of the Palm Cove one before (one channel, in order) had they been told.
    const owner = await cookieOf(OWNER);
    await announcePresence(app(), owner, cypressBooking);
    await cypress.next('the owner editing', (event) => presenceOf(event)?.bookingId === cypressBooking);
    expect(cypress.events.map(presenceOf).filter((event) => event?.bookingId === bookingId)).toEqual([]);
    expect(
      adminStream.events
        .map(presenceOf)
        .filter((event) => event?.editors.some((editor) => editor.userId === adminId)),
    ).toEqual([]);

    // Counted before the close: its event may arrive before the close's own answer does.
    const count = lobby.events.length;
    const closed = await announcePresence(app(), admin, bookingId, false);
    expect(closed.status).toBe(204);
    const left = await lobby.next(
      'the admin gone',
      (event) => presenceOf(event)?.bookingId === bookingId,
      count,
    );
    expect(presenceOf(left)?.editors).toEqual([]);
  });

  it('answers 404 for a booking the reader may not see', async () => {
    const cypressBooking = await storeBooking(app(), {
      organizationId: CYPRESS_HILLS,
      date: '2031-10-01',
      department: 'Clubhouse',
    });
    const answer = await announcePresence(app(), await cookieOf(LOBBY_USER), cypressBooking);
    expect(answer.status).toBe(404);
  });
});
