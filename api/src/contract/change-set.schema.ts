import * as yup from 'yup';
import {
  CHANGE_SET_ACTIONS,
  CHANGE_SET_APPLY_MODES,
  type ChangeSetAction,
  type ChangeSetApplyMode,
} from './change-set.dto';
import { CHANGE_SET_MESSAGES as C, MAX_CHANGE_SET_ITEMS } from './change-set.messages';
import {
  bookingCreateSchema,
  bookingDateSchema,
  bookingDuplicateSchema,
  bookingMoveSchema,
  MAX_TARGET_DATES,
  notifyPerformersSchema,
} from './booking.schema';
import { LARGEST_STORED_INTEGER } from './messages';

const bookingIdSchema = yup
  .number()
  .typeError(C.bookingIdInvalid)
  .integer(C.bookingIdInvalid)
  .min(1, C.bookingIdInvalid)
  .max(LARGEST_STORED_INTEGER, C.bookingIdInvalid);

/** An entity tag as the preview gives it (a strong tag: RFC 9110 section 8.8.3), of a bounded length. */
const VERSION = /^"[\x21\x23-\x7e]{0,64}"$/;
const BOOKING_ID_KEY = /^[1-9]\d{0,15}$/;

/** Whether the value is `{ [bookingId]: version }`, a version per booking, at most one per item. */
function isVersionMap(value: unknown): value is Record<string, string> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const entries = Object.entries(value);
  return (
    entries.length <= MAX_CHANGE_SET_ITEMS &&
    entries.every(
      ([key, version]) =>
        BOOKING_ID_KEY.test(key) &&
        Number(key) <= LARGEST_STORED_INTEGER &&
        typeof version === 'string' &&
        VERSION.test(version),
    )
  );
}

/** Whether the request's action is one of these (for the fields only some actions take). */
const actionIs =
  (...actions: readonly ChangeSetAction[]) =>
  (action: unknown): boolean =>
    actions.includes(action as ChangeSetAction);

/**
 * POST /api/change-sets: a bulk Finalize, Make Pending or Delete (bookingIds), a duplicate (bookingId
 * and the duplicate request of POST /api/bookings/{id}/duplicate) or a recurring create (the main
 * date's booking and the extra dates) or a move (bookingIds and where to: move.date, move.time and/or
 * move.department, one target for all). dryRun previews it and writes nothing; apply 'withoutProblems'
 * skips the items a dry run reports problems for.
 */
export const changeSetRequestSchema = yup.object({
  action: yup.string<ChangeSetAction>().required(C.actionInvalid).oneOf(CHANGE_SET_ACTIONS, C.actionInvalid),
  bookingIds: yup
    .array()
    .of(bookingIdSchema.required(C.bookingIdInvalid))
    .default(undefined)
    .when('action', {
      is: actionIs('finalize', 'make_pending', 'delete', 'move'),
      then: (schema) =>
        schema
          .required(C.bookingsRequired)
          .min(1, C.bookingsRequired)
          .max(MAX_CHANGE_SET_ITEMS, C.tooManyItems),
      otherwise: (schema) => schema.optional().strip(),
    }),
  bookingId: bookingIdSchema.default(undefined).when('action', {
    is: actionIs('duplicate'),
    then: (schema) => schema.required(C.originalRequired),
    otherwise: (schema) => schema.optional().strip(),
  }),
  duplicate: bookingDuplicateSchema.default(undefined).when('action', {
    is: actionIs('duplicate'),
    then: (schema) => schema.required(C.duplicateRequired),
    otherwise: (schema) => schema.optional().strip(),
  }),
  booking: bookingCreateSchema.default(undefined).when('action', {
    is: actionIs('recurring_create'),
    then: (schema) => schema.required(C.bookingRequired),
    otherwise: (schema) => schema.optional().strip(),
  }),
  dates: yup
    .array()
    .of(bookingDateSchema)
    .default(undefined)
    .when('action', {
      is: actionIs('recurring_create'),
      then: (schema) =>
        schema
          .required(C.recurringDatesRequired)
          .min(1, C.recurringDatesRequired)
          .max(MAX_TARGET_DATES, C.tooManyRecurringDates),
      otherwise: (schema) => schema.optional().strip(),
    }),
  move: bookingMoveSchema.when('action', {
    is: actionIs('move'),
    then: (schema) =>
      schema
        .required(C.moveTargetRequired)
        .test(
          'some-target',
          C.moveTargetRequired,
          (move) =>
            move === undefined ||
            move.date !== undefined ||
            move.time !== undefined ||
            move.department !== undefined,
        ),
    otherwise: (schema) => schema.optional().strip(),
  }),
  /**
   * What the apply expects of its bookings: each one's version as its preview gave it. A booking
   * changed or deleted since refuses the whole apply (412). Optional: an apply without it is made
   * on the bookings as they are (an older remote).
   */
  expectedVersions: yup
    .mixed<Record<string, string>>()
    .default(undefined)
    .test('versions', C.expectedVersionsInvalid, (value) => value === undefined || isVersionMap(value))
    .when('action', {
      is: actionIs('finalize', 'make_pending', 'delete', 'move'),
      then: (schema) =>
        schema.test(
          'of-the-bookings',
          C.expectedVersionsUnlisted,
          (value, context) =>
            value === undefined ||
            !isVersionMap(value) ||
            Object.keys(value).every((key) =>
              (context.parent as { bookingIds?: unknown[] }).bookingIds?.includes(Number(key)),
            ),
        ),
      otherwise: (schema) => schema.optional().strip(),
    }),
  dryRun: yup.boolean().typeError('dryRun must be true or false').default(false),
  apply: yup.string<ChangeSetApplyMode>().oneOf(CHANGE_SET_APPLY_MODES, C.applyInvalid).default('all'),
  notifyPerformers: notifyPerformersSchema,
});

export type ChangeSetRequest = yup.InferType<typeof changeSetRequestSchema>;

/** POST /api/change-sets/{id}/undo: onlyUntouched undoes only the bookings nobody changed since. */
export const changeSetUndoSchema = yup.object({
  onlyUntouched: yup.boolean().typeError('onlyUntouched must be true or false').default(false),
  notifyPerformers: notifyPerformersSchema,
});

export type ChangeSetUndoInput = yup.InferType<typeof changeSetUndoSchema>;
