import { CHANGE_SET_KIND_LABELS, type ChangeSetKind, type UntouchableItemDto } from './change-set.dto';
import { bookingOnDayList } from './booking-day-names';

/** The most bookings one change set changes: what one request can make the server write. */
export const MAX_CHANGE_SET_ITEMS = 500;
/** How many of a user's own change sets the calendar's Undo (n) lists, and for how long. */
export const UNDOABLE_CHANGE_SETS = 20;
export const UNDO_WINDOW_HOURS = 24;

export const CHANGE_SET_MESSAGES = {
  actionInvalid: 'Action must be finalize, make_pending, delete, duplicate, recurring_create or move',
  applyInvalid: 'Apply must be all or withoutProblems',
  bookingsRequired: 'Select at least one booking',
  bookingIdInvalid: 'Booking ids must be positive whole numbers',
  tooManyItems: `A change set cannot change more than ${MAX_CHANGE_SET_ITEMS} bookings`,
  originalRequired: 'The booking to duplicate is required',
  duplicateRequired: 'The duplicate request is required',
  bookingRequired: 'The booking to create is required',
  recurringDatesRequired: 'Please select at least one date for recurring booking',
  tooManyRecurringDates: 'Cannot create more than 60 extra dates at once',
  moveTargetRequired: 'Choose where to move the bookings: a new date, start time or department',
  bookingNotFound: 'Booking not found',
  notApplied: 'Nothing was changed: some bookings cannot be changed',
  nothingWithoutProblems: 'Nothing was changed: every booking has a problem',
  undoExpired: `Only changes of the last ${UNDO_WINDOW_HOURS} hours can be undone`,
  alreadyUndone: 'This change has already been undone',
  migrationNotUndoable: 'A department migration cannot be undone (the department is gone)',
  undoNotUndoable: 'An undo cannot itself be undone (make the change again instead)',
  historyEmpty: 'No changes recorded for this booking',
  expectedVersionsInvalid:
    'expectedVersions must map booking ids to the versions the preview gave (at most one per booking)',
  expectedVersionsUnlisted: 'expectedVersions may only name bookings of bookingIds',
} as const;

/** The refused undo's message: every booking changed since, by name and date. */
export function undoRefusedMessage(touched: readonly UntouchableItemDto[]): string {
  return `Cannot undo: ${bookingOnDayList(touched)} ${touched.length === 1 ? 'was' : 'were'} changed by someone else since`;
}

/** The refused undo's message when bookings it would put back name a performer deleted since. */
export function undoPerformerGoneMessage(bookings: readonly UntouchableItemDto[]): string {
  return `Cannot undo: a performer of ${bookingOnDayList(bookings)} has been deleted since`;
}

/** One line of the Undo list, the History and the activity log: 'Finalize · 12 bookings'. */
export function changeSetSummary(kind: ChangeSetKind, itemCount: number): string {
  return `${CHANGE_SET_KIND_LABELS[kind]} · ${itemCount} ${itemCount === 1 ? 'booking' : 'bookings'}`;
}

/** The answer's message of a dry run: what would change and how many items have problems. */
export function changeSetPreviewMessage(applicable: number, withProblems: number): string {
  const changes = `${applicable} ${applicable === 1 ? 'booking' : 'bookings'} would change`;
  return withProblems === 0 ? changes : `${changes}; ${withProblems} with problems`;
}

/** The toast of an applied bulk move: '3 bookings moved successfully'. */
export function bookingsMovedMessage(count: number): string {
  return `${count} ${count === 1 ? 'booking' : 'bookings'} moved successfully`;
}
