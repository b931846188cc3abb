import type { BookingDto, BookingPerformerDto, DepartmentSummaryDto } from '@booking-portal/api/contract';
import { endTimeOf } from '@booking-portal/api/contract';
import type { BookingActions, BookingViewProps } from '../features/bookings';
import { NO_CLOSED_DAYS } from '../features/closures';

export function departmentFixture(id: number, name: string, color: string | null): DepartmentSummaryDto {
  return {
    id,
    name,
    color,
    organizationId: 1,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
  };
}

export const LOBBY_BAR = departmentFixture(1, 'Lobby Bar', '#f3acd2');
export const DUSK = departmentFixture(2, 'DUSK', '#9ba3ad');
/** No colour of its own: the colour rule gives it a pastel by alphabetical position. */
export const THE_GRILL = departmentFixture(3, 'The Grill', null);
export const DEPARTMENTS: readonly DepartmentSummaryDto[] = [LOBBY_BAR, DUSK, THE_GRILL];

export function performerFixture(performerId: number, name: string, instrument: string): BookingPerformerDto {
  return { performerId, name, instrument, instruments: [instrument], profilePicture: null };
}

type BookingOverrides = Partial<Omit<BookingDto, 'startTime' | 'endTime'>> & Pick<BookingDto, 'id'>;

/** A confirmed Solo booking in the Lobby Bar on Monday 2026-05-04 at 7:00 PM for 2 hours, unless overridden. */
export function bookingFixture(overrides: BookingOverrides): BookingDto {
  const base = {
    title: 'Solo - Lobby Bar',
    date: '2026-05-04',
    time: '19:00',
    duration: 120,
    notes: null,
    department: 'Lobby Bar',
    ensemble: 'Solo' as const,
    userId: 1,
    organizationId: 1,
    status: 'confirmed' as const,
    performerData: null,
    performers: [],
    createdAt: '2026-04-01T00:00:00.000Z',
    updatedAt: '2026-04-01T00:00:00.000Z',
    ...overrides,
  };
  return { ...base, startTime: base.time, endTime: endTimeOf(base.time, base.duration) };
}

/** Spies standing in for the page's actions and callbacks: the views only call them. */
export function viewPropsFixture(overrides: Partial<BookingViewProps> = {}): BookingViewProps & {
  actions: { [K in keyof BookingActions]: jest.Mock };
  toggleSelected: jest.Mock;
  openDay: jest.Mock;
  startBooking: jest.Mock;
} {
  return {
    bookings: [],
    departments: DEPARTMENTS,
    closedDays: NO_CLOSED_DAYS,
    isLoading: false,
    canWrite: false,
    editMode: false,
    selectedIds: new Set<number>(),
    ...overrides,
    toggleSelected: jest.fn(),
    openDay: jest.fn(),
    startBooking: jest.fn(),
    actions: {
      edit: jest.fn(),
      quickDuplicate: jest.fn(),
      advancedDuplicate: jest.fn(),
      remove: jest.fn(),
      finalize: jest.fn(),
      move: jest.fn(),
    },
  };
}
