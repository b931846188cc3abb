import type { ReactElement } from 'react';
import type {
  BookedProblemDto,
  BookingDto,
  DepartmentSummaryDto,
  PerformerDto,
} from '@booking-portal/api/contract';
import {
  DEMO_ORGANIZATIONS,
  fakeNetwork,
  performerDto,
  renderWithShell,
  sessionFor,
} from '@booking-portal/shell/test-support';
import { BookingFormDialog } from '../features/booking-form';
import { departmentFixture } from './view-fixtures';

export const PALM_COVE_ID = 1;

export const DEPARTMENTS: readonly DepartmentSummaryDto[] = [
  departmentFixture(1, 'Lobby Bar', null),
  departmentFixture(2, 'DUSK', null),
];

export const ANA = performerDto(1, 'Ana Reyes', ['violin', 'vocals']);
export const BEN = performerDto(2, 'Ben Ortiz', ['piano']);
export const CARA = performerDto(3, 'Cara Lee', ['harp', 'guitar']);
const PERFORMERS: readonly PerformerDto[] = [ANA, BEN, CARA];

/** The demo organizations as GET /api/organizations lists them; the provider (Encore, id 2) among them. */
const DEMO_ORGANIZATION_LIST = [
  DEMO_ORGANIZATIONS.palmCove,
  DEMO_ORGANIZATIONS.encore,
  DEMO_ORGANIZATIONS.cypressHills,
];

/** The demo provider's performers read, as the booking dialogs ask for it once they know the provider. */
export const DEMO_PROVIDER_PERFORMERS = `/api/performers?organizationId=${DEMO_ORGANIZATIONS.encore.id}`;

/**
 * The provider's performers: GET /api/organizations lists the demo organizations (the dialogs find the
 * provider there by its kind) and the demo provider's GET /api/performers answers `performers`. A test
 * with its own organizations list answers it after this call, the provider in it.
 */
export function answerPerformers(performers: readonly PerformerDto[] = PERFORMERS) {
  fakeNetwork.on('GET', '/api/organizations', { status: 200, body: DEMO_ORGANIZATION_LIST });
  fakeNetwork.on('GET', DEMO_PROVIDER_PERFORMERS, { status: 200, body: performers });
}

export function bookingDto(overrides: Partial<BookingDto> = {}): BookingDto {
  return {
    id: 7,
    title: 'Duo - Lobby Bar',
    date: '2026-03-10',
    time: '19:00',
    duration: 120,
    notes: 'Acoustic set',
    department: 'Lobby Bar',
    ensemble: 'Duo',
    userId: 11,
    organizationId: PALM_COVE_ID,
    status: 'confirmed',
    performerData: JSON.stringify([
      { performerId: 1, instrument: 'vocals', name: 'Ana Reyes' },
      { performerId: 2, instrument: 'piano', name: 'Ben Ortiz' },
    ]),
    performers: [
      {
        performerId: 1,
        name: 'Ana Reyes',
        instrument: 'vocals',
        instruments: ['violin', 'vocals'],
        profilePicture: null,
      },
      {
        performerId: 2,
        name: 'Ben Ortiz',
        instrument: 'piano',
        instruments: ['piano'],
        profilePicture: null,
      },
    ],
    startTime: '19:00',
    endTime: '21:00',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export const CONFLICT: BookedProblemDto = {
  kind: 'booked',
  performerId: 1,
  performerName: 'Ana Reyes',
  date: '2026-03-10',
  time: '19:00',
  duration: 60,
  booking: null,
  description: 'booked elsewhere',
};

/** The conflict as describeConflicts words it. */
export const CONFLICT_TEXT = 'Ana Reyes: Tuesday, March 10, 2026 at 7:00 PM (booked elsewhere)';

/** Renders a dialog inside the shell's real providers (store, theme, toaster), in a main landmark. */
export function renderDialog(dialog: ReactElement) {
  return renderWithShell(<main>{dialog}</main>, { session: sessionFor('super_admin') });
}

/** The JSON bodies of every `method path` request, oldest first. */
export function requestBodies(method: string, path: string): unknown[] {
  return fakeNetwork
    .requestsTo(method, path)
    .map((request) => (request.body === null ? null : (JSON.parse(request.body) as unknown)));
}

/** Opens the booking form for Palm Cove: a new booking on March 10, 2026, or `booking` to edit. */
export function openBookingForm(booking: BookingDto | null = null) {
  const onClose = jest.fn();
  const rendered = renderDialog(
    <BookingFormDialog
      booking={booking}
      initial={booking === null ? { date: '2026-03-10' } : undefined}
      organizationId={PALM_COVE_ID}
      departments={DEPARTMENTS}
      onClose={onClose}
    />,
  );
  return { ...rendered, onClose };
}
