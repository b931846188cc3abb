import {
  BOOKING_MESSAGES,
  bookingDuplicatedMessage,
  bookingsDeletedMessage,
  bookingsFinalizedMessage,
  bookingsMarkedPendingMessage,
  bookingsMovedMessage,
  CHANGE_SET_MESSAGES,
  MAX_CHANGE_SET_ITEMS,
  type BookingStatus,
  type ChangeSetAction,
  type ChangeSetRequest,
} from '../../contract';
import { ValidationError } from '../../platform/errors';
import type { Actor } from '../../platform/http';
import {
  moveChangesOf,
  planDuplicate,
  planMoveReader,
  planNewBooking,
  problemReaderOf,
  type BookingRepository,
  type BookingsOrganizationDirectory as OrganizationDirectory,
  type PlannedItem,
  type PlannedItems,
} from '../bookings';

/** A request's items, checked as the single routes check them, and what the action is called. */
export interface PlannedChangeSet extends PlannedItems {
  action: ChangeSetAction;
  /** The request's object the items are made from: a 400 about it names it ('duplicate.department'). */
  field: 'duplicate' | 'booking' | 'move' | null;
  /** The request's list each item comes from (a 400 for too many items names it). */
  listField: 'bookingIds' | 'duplicate.targetDates' | 'dates';
}

export interface ChangeSetPlanDeps {
  bookings: BookingRepository;
  organizations: OrganizationDirectory;
}

/** The statuses the two bulk status actions set. */
const STATUS_OF: Readonly<Partial<Record<ChangeSetAction, BookingStatus>>> = {
  finalize: 'confirmed',
  make_pending: 'pending',
};

/** The spec's toast of an applied action, n being how many bookings it changed. */
export function appliedMessageOf(action: ChangeSetAction, count: number): string {
  switch (action) {
    case 'finalize':
      return bookingsFinalizedMessage(count);
    case 'make_pending':
      return bookingsMarkedPendingMessage(count);
    case 'delete':
      return bookingsDeletedMessage(count);
    case 'duplicate':
      return bookingDuplicatedMessage(count);
    case 'recurring_create':
      return BOOKING_MESSAGES.created;
    case 'move':
      return bookingsMovedMessage(count);
  }
}

/** A 400 about a nested part of the request names its field in the request ('booking.department'). */
export function withinField(field: string | null, error: unknown): unknown {
  if (field === null || !(error instanceof ValidationError)) return error;
  return new ValidationError(
    error.errors.map((fieldError) => ({ ...fieldError, path: `${field}.${fieldError.path}` })),
  );
}

/** Dates once each, the main date first and never again. */
function distinct(dates: readonly string[]): string[] {
  return [...new Set(dates)];
}

/**
 * Expands the request into its items, in order: a status change or a delete per booking id (each id
 * once, in the order given); a duplicate's copies, one per target date (as POST
 * /api/bookings/{id}/duplicate makes them); a recurring create's booking on its main date, then one
 * per extra date (each date once); a move per booking id (each once, one target for all). The checks
 * every item shares run here, before the transaction, as the single routes run them (404 for an
 * original the actor may not see, 400 for a department, performer or ensemble that does not fit); at
 * most MAX_CHANGE_SET_ITEMS items.
 */
export async function planChangeSet(
  deps: ChangeSetPlanDeps,
  actor: Actor,
  request: ChangeSetRequest,
): Promise<PlannedChangeSet> {
  const { action } = request;
  const planned = await (async (): Promise<PlannedChangeSet> => {
    const noNames = problemReaderOf(actor, new Map());
    const status = STATUS_OF[action];
    if (status !== undefined || action === 'delete') {
      const ids = [...new Set(request.bookingIds ?? [])];
      const items: PlannedItem[] = ids.map((bookingId) =>
        status === undefined
          ? { operation: 'delete', bookingId }
          : { operation: 'update', bookingId, status },
      );
      return { action, field: null, listField: 'bookingIds', items, reader: noNames };
    }
    if (action === 'move') {
      if (request.move === undefined)
        throw new ValidationError([{ path: 'move', message: CHANGE_SET_MESSAGES.moveTargetRequired }]);
      const ids = [...new Set(request.bookingIds ?? [])];
      const move = moveChangesOf(request.move);
      const reader = await planMoveReader(deps, actor, ids, move).catch((error: unknown) => {
        throw withinField('move', error);
      });
      const items: PlannedItem[] = ids.map((bookingId) => ({ operation: 'update', bookingId, move }));
      return { action, field: 'move', listField: 'bookingIds', items, reader };
    }
    if (action === 'duplicate') {
      if (request.bookingId === undefined || request.duplicate === undefined)
        throw new ValidationError([{ path: 'duplicate', message: CHANGE_SET_MESSAGES.duplicateRequired }]);
      const plan = await planDuplicate(deps, actor, request.bookingId, request.duplicate).catch(
        (error: unknown) => {
          throw withinField('duplicate', error);
        },
      );
      return {
        action,
        field: 'duplicate',
        listField: 'duplicate.targetDates',
        items: plan.items,
        reader: plan.reader,
      };
    }
    if (request.booking === undefined)
      throw new ValidationError([{ path: 'booking', message: CHANGE_SET_MESSAGES.bookingRequired }]);
    const plan = await planNewBooking(deps.organizations, actor, request.booking).catch((error: unknown) => {
      throw withinField('booking', error);
    });
    const dates = distinct([plan.booking.date, ...(request.dates ?? [])]);
    const items: PlannedItem[] = dates.map((date) => ({
      operation: 'create',
      booking: { ...plan.booking, date },
      reason: 'created',
    }));
    return { action, field: 'booking', listField: 'dates', items, reader: plan.reader };
  })();
  if (planned.items.length > MAX_CHANGE_SET_ITEMS)
    throw new ValidationError([{ path: planned.listField, message: CHANGE_SET_MESSAGES.tooManyItems }]);
  return planned;
}
