import type {
  AuditLogDto,
  BookingSnapshotDto,
  ChangeSetDto,
  ChangeSetItemDto,
  ChangeSetKind,
} from '@booking-portal/api/contract';
import { DEMO_ORGANIZATIONS, performerDto } from '@booking-portal/shell/test-support';
import { auditEntry } from './dashboard-fixtures';

const ENCORE = DEMO_ORGANIZATIONS.encore.id;

export const PERFORMERS = [performerDto(7, 'Ava Stone', ['Piano']), performerDto(8, 'Ben Cole', ['Drums'])];

export function snapshot(overrides: Partial<BookingSnapshotDto> = {}): BookingSnapshotDto {
  return {
    title: 'Jazz Night',
    date: '2026-03-14',
    time: '19:00',
    duration: 120,
    notes: null,
    department: 'Lobby Bar',
    ensemble: 'Duo',
    status: 'pending',
    organizationId: ENCORE,
    performers: [{ performerId: 7, instrument: 'Piano' }],
    ...overrides,
  };
}

/** The activity-log row the API writes for a change set of `itemCount` bookings. */
export function changeSetEntry(
  id: number,
  changeSet: { id: number; kind: ChangeSetKind; itemCount: number },
  overrides: Partial<AuditLogDto> = {},
): AuditLogDto {
  return auditEntry(id, {
    email: 'owner@encore.test',
    action: 'booking_updated',
    resource: 'change_set',
    resourceId: String(changeSet.id),
    details: JSON.stringify({ changeSet }),
    ...overrides,
  });
}

export function changeSetDto(id: number, kind: ChangeSetKind, items: ChangeSetItemDto[]): ChangeSetDto {
  return {
    id,
    kind,
    action: 'booking_updated',
    itemCount: items.length,
    userId: 1,
    email: 'owner@encore.test',
    createdAt: '2026-03-10T11:00:00.000Z',
    undoneBy: null,
    undoOf: null,
    items,
  };
}

/** A bulk Finalize of twelve pending bookings, 'Show 1' to 'Show 12' on the 1st to the 12th. */
export const FINALIZE_ITEMS: ChangeSetItemDto[] = Array.from({ length: 12 }, (_, index) => {
  const values = { title: `Show ${index + 1}`, date: `2026-04-${String(index + 1).padStart(2, '0')}` };
  return {
    bookingId: 100 + index,
    before: snapshot(values),
    after: snapshot({ ...values, status: 'confirmed' }),
  };
});
