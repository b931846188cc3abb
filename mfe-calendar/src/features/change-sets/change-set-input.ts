import type {
  BookingCreateInput,
  BookingDuplicateInput,
  BookingMoveTarget,
  NotifyPerformers,
} from '@booking-portal/api/contract';

/** The edit-mode bar's bulk actions: each names the selected bookings it changes. */
export interface BulkChangeSetInput {
  action: 'finalize' | 'make_pending' | 'delete';
  bookingIds: number[];
  notifyPerformers: NotifyPerformers;
}

/** A quick or advanced duplicate: the body POST /api/bookings/{id}/duplicate takes, under `duplicate`. */
export interface DuplicateChangeSetInput {
  action: 'duplicate';
  bookingId: number;
  duplicate: BookingDuplicateInput;
  notifyPerformers: NotifyPerformers;
}

/** The booking form in recurring mode: the main date's booking and the extra dates. */
export interface RecurringChangeSetInput {
  action: 'recurring_create';
  booking: BookingCreateInput;
  dates: string[];
  notifyPerformers: NotifyPerformers;
}

/** Bookings moved together (a closed venue's): one target date, start and/or department for all. */
interface MoveChangeSetInput {
  action: 'move';
  bookingIds: number[];
  move: BookingMoveTarget;
  notifyPerformers: NotifyPerformers;
}

/**
 * What POST /api/change-sets is asked to preview and apply, as the calendar builds it: one shape per
 * action, so each carries exactly the fields the contract's request schema requires of it (dryRun and
 * apply are the endpoints' to add).
 */
export type ChangeSetInput =
  BulkChangeSetInput | DuplicateChangeSetInput | RecurringChangeSetInput | MoveChangeSetInput;
