import { createElement } from 'react';
import { screen } from '@testing-library/react';
import {
  addDays,
  type BookingDto,
  type DepartmentSummaryDto,
  type OrganizationSummary,
  type Role,
  type SessionDto,
  type VenueClosureDto,
} from '@booking-portal/api/contract';
import {
  DEMO_ORGANIZATIONS,
  fakeNetwork,
  freezeClock,
  renderRemoteRoutes,
  sessionFor,
  type RecordedRequest,
} from '@booking-portal/shell/test-support';
import remoteRoutes from '../expose/routes';
import { DUSK, LOBBY_BAR, THE_GRILL } from './view-fixtures';

/**
 * 'Today' in these tests: Saturday, November 21, 2026. November 2026 starts on a Sunday, so its 6-week
 * grid runs from November 1 to December 12.
 */
const TODAY = new Date(2026, 10, 21, 10, 0, 0);
export const NOVEMBER_GRID = { from: '2026-11-01', to: '2026-12-12' };

/** Fakes only the clock (Date), at TODAY. */
export function freezeToday(): void {
  freezeClock(TODAY);
}

const ALL_ORGANIZATIONS: OrganizationSummary[] = [
  DEMO_ORGANIZATIONS.palmCove,
  DEMO_ORGANIZATIONS.encore,
  DEMO_ORGANIZATIONS.cypressHills,
];

/** Palm Cove's departments are the ones the views' own tests use. */
export { DUSK, LOBBY_BAR };
export const PALM_COVE_DEPARTMENTS = [LOBBY_BAR, DUSK, THE_GRILL];

let nextBookingId = 100;

/** A booking as GET /api/bookings answers it. */
export function booking(overrides: Partial<BookingDto> = {}): BookingDto {
  nextBookingId += 1;
  const time = overrides.time ?? '19:00';
  return {
    id: nextBookingId,
    title: `Booking ${nextBookingId}`,
    date: '2026-11-12',
    time,
    duration: 120,
    notes: null,
    department: 'Lobby Bar',
    ensemble: 'Solo',
    userId: 10,
    organizationId: 1,
    status: 'confirmed',
    performerData: null,
    performers: [],
    startTime: time,
    endTime: time,
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
}

let nextClosureId = 500;

/** A venue closure as GET /api/organizations/1/closures answers it: Lobby Bar, all day on November 12, 2026. */
export function closure(overrides: Partial<VenueClosureDto> = {}): VenueClosureDto {
  nextClosureId += 1;
  return {
    id: nextClosureId,
    organizationId: 1,
    departmentId: LOBBY_BAR.id,
    department: LOBBY_BAR.name,
    reason: 'Private event',
    startDate: '2026-11-12',
    startTime: '00:00',
    endDate: '2026-11-13',
    endTime: '00:00',
    timeZone: 'America/New_York',
    createdAt: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
}

/** The whole organization closed for a renovation, all day on `date`, unless overridden. */
export function organizationClosure(date: string, overrides: Partial<VenueClosureDto> = {}): VenueClosureDto {
  return closure({
    departmentId: null,
    department: null,
    reason: 'Renovation',
    startDate: date,
    endDate: addDays(date, 1),
    ...overrides,
  });
}

/** A performer of a booking playing `instrument`. */
export function performer(performerId: number, instrument: string) {
  return {
    performerId,
    name: `Performer ${performerId}`,
    instrument,
    instruments: [instrument],
    profilePicture: null,
  };
}

export interface CalendarNetwork {
  bookings?: BookingDto[] | ((request: RecordedRequest) => BookingDto[]);
  departments?: DepartmentSummaryDto[];
  /** Palm Cove's venue closures. */
  closures?: VenueClosureDto[];
}

/**
 * Answers the calendar's reads: organizations, Palm Cove's (and Cypress Hills') departments and
 * venue closures, bookings, and an empty Undo list.
 */
export function answerCalendarReads({
  bookings = [],
  departments = PALM_COVE_DEPARTMENTS,
  closures = [],
}: CalendarNetwork = {}) {
  fakeNetwork.on('GET', '/api/organizations', { status: 200, body: ALL_ORGANIZATIONS });
  fakeNetwork.on('GET', '/api/organizations/1/departments', { status: 200, body: departments });
  fakeNetwork.on('GET', '/api/organizations/3/departments', { status: 200, body: [] });
  fakeNetwork.on('GET', '/api/organizations/1/closures', { status: 200, body: closures });
  fakeNetwork.on('GET', '/api/organizations/3/closures', { status: 200, body: [] });
  fakeNetwork.on('GET', '/api/bookings', (request) => ({
    status: 200,
    body: typeof bookings === 'function' ? bookings(request) : bookings,
  }));
  // Edit mode reads the writer's Undo list; nothing to undo unless a test says so (answerUndoList).
  fakeNetwork.on('GET', '/api/change-sets/undoable', { status: 200, body: [] });
}

/**
 * The remote's lazy chunks, loaded before a render: on a cold jest cache, transforming FullCalendar on
 * first import can outlast a test's wait behind the Suspense fallback.
 */
function loadCalendarChunks(): Promise<unknown[]> {
  return Promise.all([
    import('../features/calendar/components/calendar-page'),
    import('../features/month-view'),
    import('../features/week-view'),
    import('../features/day-view'),
    import('../features/mobile-view'),
  ]);
}

/** Renders the calendar remote at '/' for the demo account of `role`. */
export async function openCalendar(role: Role, overrides: Partial<SessionDto> = {}) {
  await loadCalendarChunks();
  const organization =
    role === 'owner' || role === 'super_admin' ? DEMO_ORGANIZATIONS.encore : DEMO_ORGANIZATIONS.palmCove;
  // The shell mounts remote screens inside its <main>; axe checks that content sits in a landmark.
  const inMain = remoteRoutes.map(({ path, element }) => ({
    path,
    element: createElement('main', null, element),
  }));
  return renderRemoteRoutes(inMain, {
    route: '/',
    session: sessionFor(role, { organization, ...overrides }),
  });
}

/**
 * The owner's calendar in edit mode once `booking` (a title) shows; edit mode's bar loads when edit mode
 * first opens, so this waits for it.
 */
export async function openOwnerCalendarInEditMode(bookingTitle: string) {
  const opened = await openCalendar('owner');
  await screen.findByText(bookingTitle);
  await opened.user.click(screen.getByRole('button', { name: 'Edit' }));
  const toolbar = await screen.findByRole('group', { name: 'Edit mode' });
  return { ...opened, toolbar };
}

/** The GET /api/bookings requests so far, as URLSearchParams. */
export function bookingReads(): URLSearchParams[] {
  return fakeNetwork
    .requestsTo('GET', '/api/bookings')
    .map((request) => new URL(request.url, 'http://localhost').searchParams);
}

/** Whether a GET /api/bookings for the range `from=...&to=...` was sent (read-ahead reads of the neighbours aside). */
export function rangeWasRead(fromTo: string): boolean {
  return bookingReads().some((params) => params.toString().includes(fromTo));
}

/** How many GET /api/bookings asked for the range starting at `from`. */
export function readsOfRangeFrom(from: string): number {
  return bookingReads().filter((params) => params.get('from') === from).length;
}

/** The JSON bodies of the requests of `method path`. */
export function bodiesOf(method: string, path: string): unknown[] {
  return fakeNetwork
    .requestsTo(method, path)
    .map((request) => (request.body === null ? null : (JSON.parse(request.body) as unknown)));
}
