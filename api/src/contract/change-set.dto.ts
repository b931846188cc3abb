import type { AvailabilityProblemDto } from './availability.dto';
import type { BookingFieldsDto } from './booking.dto';

/**
 * What one user action did to bookings, kept on the server as one change set: a move, a bulk
 * Finalize, Make Pending or Delete, a duplicate, a recurring create, a single create, edit,
 * finalize or delete, a department delete that migrated bookings, or the undo of another change set.
 */
export const CHANGE_SET_KINDS = [
  'create',
  'edit',
  'move',
  'finalize',
  'make_pending',
  'delete',
  'duplicate',
  'recurring_create',
  'department_migration',
  'undo',
] as const;
export type ChangeSetKind = (typeof CHANGE_SET_KINDS)[number];

/** How each kind is named on screen (the Undo list, the History and the activity log). */
export const CHANGE_SET_KIND_LABELS: Readonly<Record<ChangeSetKind, string>> = {
  create: 'Create',
  edit: 'Edit',
  move: 'Move',
  finalize: 'Finalize',
  make_pending: 'Make Pending',
  delete: 'Delete',
  duplicate: 'Duplicate',
  recurring_create: 'Recurring create',
  department_migration: 'Department migration',
  undo: 'Undo',
};

/** The multi-booking actions POST /api/change-sets previews (dry run) and applies. */
export const CHANGE_SET_ACTIONS = [
  'finalize',
  'make_pending',
  'delete',
  'duplicate',
  'recurring_create',
  'move',
] as const;
export type ChangeSetAction = (typeof CHANGE_SET_ACTIONS)[number];

/** Apply every item, or skip those the dry run would report problems for. */
export const CHANGE_SET_APPLY_MODES = ['all', 'withoutProblems'] as const;
export type ChangeSetApplyMode = (typeof CHANGE_SET_APPLY_MODES)[number];

/** What a change set item does to its booking. */
export type ChangeSetOperation = 'create' | 'update' | 'delete';

/** A performer of a booking as a change set keeps it. */
export interface BookingSnapshotPerformer {
  performerId: number;
  instrument: string;
}

/** A booking's values as a change set keeps them, before or after the change. */
export interface BookingSnapshotDto extends BookingFieldsDto {
  organizationId: number | null;
  performers: BookingSnapshotPerformer[];
}

export type BookingSnapshotField = keyof BookingSnapshotDto;

/** One field an item changes: its value before (null for a create) and after (null for a delete). */
export interface ChangedFieldDto {
  field: BookingSnapshotField;
  old: BookingSnapshotDto[BookingSnapshotField] | null;
  new: BookingSnapshotDto[BookingSnapshotField] | null;
}

/** One booking of a stored change set: null before a create, null after a delete. */
export interface ChangeSetItemDto {
  bookingId: number;
  before: BookingSnapshotDto | null;
  after: BookingSnapshotDto | null;
}

/** A stored change set (GET /api/change-sets/{id} adds its items; lists leave them out). */
export interface ChangeSetDto {
  id: number;
  kind: ChangeSetKind;
  /** The spec's audit action the change set's one activity-log entry carries. */
  action: 'booking_created' | 'booking_updated' | 'booking_deleted';
  itemCount: number;
  userId: number | null;
  email: string | null;
  /** ISO instant. */
  createdAt: string;
  /** The change set that undid this one, if any. */
  undoneBy: number | null;
  /** For an undo: the change set it undid. */
  undoOf: number | null;
  items?: ChangeSetItemDto[];
}

/** Per item of a dry run or an apply. In a dry run 'applied' means 'would be applied'. */
export type ChangeSetItemOutcome = 'applied' | 'skipped' | 'failed';

export interface ChangeSetItemResultDto {
  /** The item's position in the request's expansion (bookingIds order, main date before extra dates). */
  index: number;
  operation: ChangeSetOperation;
  /** Null for a create not written (a dry run, a skipped or failed item). */
  bookingId: number | null;
  /** The booking as it is shown in the preview: after the change, or before a delete. */
  title: string;
  date: string;
  time: string;
  department: string | null;
  organizationId: number | null;
  changes: ChangedFieldDto[];
  /** Availability problems under the organization's policy (conflicts, unavailability, closures). */
  problems: AvailabilityProblemDto[];
  /** Whether the organization's 'block' policy refuses this item because of its problems. */
  blocked: boolean;
  outcome: ChangeSetItemOutcome;
  /** Why the item cannot be applied (e.g. 'Booking not found'); null otherwise. */
  error: string | null;
  /**
   * A dry run's item of a stored booking: the booking's version (its entity tag, as its single read's
   * ETag) as the preview found it. The apply sends it back in `expectedVersions`, and is refused with
   * 412 when the booking changed since. Absent elsewhere (creates, applies, undos).
   */
  version?: string;
}

/** Answer of POST /api/change-sets and POST /api/change-sets/{id}/undo. */
export interface ChangeSetResultDto {
  dryRun: boolean;
  /** The change set written; null for a dry run (or when no item was applied). */
  changeSet: ChangeSetDto | null;
  message: string;
  items: ChangeSetItemResultDto[];
}

/** The 409 body when an apply is refused as a whole: nothing was written. */
export interface ChangeSetRefusedBody {
  message: string;
  items: ChangeSetItemResultDto[];
}

/** A booking an apply found changed, or deleted, since the preview its expectedVersions came from. */
export interface StaleItemDto {
  bookingId: number;
  /** The booking as it is now, or as it was last recorded when deleted; null when nothing tells. */
  title: string | null;
  date: string | null;
  deleted: boolean;
}

/** The 412 body of an apply whose bookings changed since its preview: nothing was written. */
export interface ChangeSetStaleBody {
  message: string;
  changed: StaleItemDto[];
}

/** A booking an undo cannot restore: someone changed it since the change set. */
export interface UntouchableItemDto {
  bookingId: number;
  title: string;
  date: string;
}

/** The 409 body of a refused undo: nothing was written; `touched` names the bookings changed since. */
export interface UndoRefusedBody {
  message: string;
  touched: UntouchableItemDto[];
}
