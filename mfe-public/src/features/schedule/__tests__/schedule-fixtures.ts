import { act } from '@testing-library/react';
import {
  API_PATHS,
  type PublicBookingDto,
  type PublicPerformerDto,
  type PublicVenueDto,
} from '@booking-portal/api/contract';
import {
  fakeNetwork,
  freezeClock,
  renderRemoteRoutes,
  type RecordedRequest,
} from '@booking-portal/shell/test-support';
import remoteRoutes from '../../../expose/routes';

/**
 * 'Now' in these tests: Wednesday, November 25, 2026, 8:30 PM. November 2026 starts on a Sunday, so its
 * grid runs from November 1 to December 5, and the week panel (November 25 to December 1) lies inside it.
 */
const NOW = new Date(2026, 10, 25, 20, 30, 0);
export const NOVEMBER_GRID = { from: '2026-11-01', to: '2026-12-05' };
export const DECEMBER_GRID = { from: '2026-11-29', to: '2027-01-02' };

/** Fakes only the clock (Date), at NOW unless told otherwise. */
export function freezeNow(now: Date = NOW): void {
  freezeClock(now);
}

function performer(name: string, instruments: string[], extra: Partial<PublicPerformerDto> = {}) {
  return { name, instruments, image: null, bio: null, ...extra } satisfies PublicPerformerDto;
}

let nextId = 1;
export function publicBooking(
  date: string,
  startTime: string,
  endTime: string,
  department: string | null,
  performers: PublicPerformerDto[] = [],
): PublicBookingDto {
  nextId += 1;
  return { id: nextId, date, startTime, endTime, department, performers };
}

export const AVA = performer('Ava Martinez', ['Piano', 'Vocals'], { bio: 'Jazz standards and bossa nova.' });
export const LEO = performer('Leo Park', ['Saxophone'], { image: 'https://images.example/leo.jpg' });
export const MIRA = performer('Mira', ['Theremin']);

const YESTERDAY_LOBBY = publicBooking('2026-11-24', '19:00', '22:00', 'Lobby Bar', [AVA]);
const TODAY_ENDED_POOL = publicBooking('2026-11-25', '17:00', '19:00', 'Pool/Sofra', [LEO]);
const TODAY_CLUB = publicBooking('2026-11-25', '20:00', '23:00', 'The Club', [AVA]);
const TOMORROW_DUSK = publicBooking('2026-11-26', '18:00', '21:00', 'DUSK', [LEO]);
const SATURDAY_NOLITA = publicBooking('2026-11-28', '21:00', '00:00', 'Nolita', [MIRA]);
const NEXT_WEEK_GRILL = publicBooking('2026-12-02', '19:00', '22:00', 'The Grill', [AVA]);
const DECEMBER_GUMBO = publicBooking('2026-12-15', '12:00', '14:30', 'Gumbo Limbo', [LEO, AVA]);

export const ALL_BOOKINGS = [
  YESTERDAY_LOBBY,
  TODAY_ENDED_POOL,
  TODAY_CLUB,
  TOMORROW_DUSK,
  SATURDAY_NOLITA,
  NEXT_WEEK_GRILL,
  DECEMBER_GUMBO,
];

/** The zone of the machine running the tests: NOW and the fixtures' dates are on its clock. */
const DEVICE_TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Answers GET /api/public/venue: the resort, in `timeZone` (by default the device's own). */
export function answerVenue(timeZone: string = DEVICE_TIME_ZONE): void {
  fakeNetwork.on('GET', API_PATHS.publicVenue, {
    status: 200,
    body: { name: 'Palm Cove Beach Resort', timeZone } satisfies PublicVenueDto,
    headers: { 'Cache-Control': 'public, max-age=300' },
  });
}

/**
 * Answers GET /api/public/bookings as the API does (the bookings within ?from= and ?to=), and the
 * venue in the device's zone (a later answerVenue gives it another).
 */
export function answerPublicBookings(bookings: readonly PublicBookingDto[]): void {
  answerVenue();
  fakeNetwork.on('GET', API_PATHS.publicBookings, (request) => {
    const query = new URL(request.url, 'http://localhost').searchParams;
    const from = query.get('from') ?? '0000-00-00';
    const to = query.get('to') ?? '9999-99-99';
    return {
      status: 200,
      body: bookings.filter((booking) => booking.date >= from && booking.date <= to),
      headers: { 'Cache-Control': 'public, max-age=300' },
    };
  });
  fakeNetwork.on('POST', API_PATHS.publicVisits, { status: 204 });
}

/** The ranges the page has read, as 'from..to'. */
export function bookingReads(): string[] {
  return fakeNetwork.requestsTo('GET', API_PATHS.publicBookings).map((request: RecordedRequest) => {
    const query = new URL(request.url, 'http://localhost').searchParams;
    return `${query.get('from')}..${query.get('to')}`;
  });
}

/** Opens /public in the shell, as a signed-out guest. */
export async function openPublicSchedule() {
  const result = await renderRemoteRoutes(remoteRoutes, { route: '/public', session: null });
  // Let the first reads answer.
  await act(async () => undefined);
  return result;
}
