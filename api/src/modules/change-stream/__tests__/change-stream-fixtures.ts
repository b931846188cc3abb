import {
  API_PATHS,
  CHANGE_STREAM_EVENTS,
  type ChangeEventDto,
  type PresenceEventDto,
} from '../../../contract';
import { until } from '../../../test-support/deadline';
import { TEST_ORIGIN, type TestApp } from '../../../test-support/test-app';
import { openEventStream, type EventStreamReader, type ReceivedEvent } from './event-stream-reader';

/**
 * Opens GET /api/changes/stream on the server and waits for its first lines, which carry the position:
 * once they are in, the stream is registered with the listener and hears every later change.
 */
export async function openedChangeStream(
  baseUrl: string,
  cookie: string,
  options: { headers?: Record<string, string>; query?: string } = {},
): Promise<EventStreamReader> {
  const stream = await openEventStream(baseUrl, `${API_PATHS.changeStream}${options.query ?? ''}`, {
    Cookie: cookie,
    ...options.headers,
  });
  await until('the stream announces its position', 20_000, async () => stream.lastEventId() !== null);
  return stream;
}

/**
 * The streams a test opens, closed after each test (within the describe it is called in): `kept`
 * returns the stream it is given, for the afterEach to close.
 */
export function streamsClosedAfterEach(): { kept(stream: EventStreamReader): EventStreamReader } {
  const open: EventStreamReader[] = [];
  afterEach(() => {
    for (const stream of open.splice(0)) stream.close();
  });
  return {
    kept(stream) {
      open.push(stream);
      return stream;
    },
  };
}

export const changeOf = (event: ReceivedEvent): ChangeEventDto | null =>
  event.event === CHANGE_STREAM_EVENTS.change ? (JSON.parse(event.data) as ChangeEventDto) : null;

export const presenceOf = (event: ReceivedEvent): PresenceEventDto | null =>
  event.event === CHANGE_STREAM_EVENTS.presence ? (JSON.parse(event.data) as PresenceEventDto) : null;

/** Whether the event names bookings of the organization's month. */
export const namesBookings = (organizationId: number, month: string) => (event: ReceivedEvent) =>
  changeOf(event)?.scopes.some(
    (scope) => scope.kind === 'bookings' && scope.organizationId === organizationId && scope.month === month,
  ) ?? false;

/** POST (a dialog opened) or DELETE (closed) /api/changes/presence of the booking, as the session. */
export function announcePresence(app: TestApp, cookie: string, bookingId: number, open = true) {
  const http = app.http();
  return (open ? http.post(API_PATHS.changePresence) : http.delete(API_PATHS.changePresence))
    .set('Origin', TEST_ORIGIN)
    .set('Cookie', cookie)
    .send({ bookingId });
}
