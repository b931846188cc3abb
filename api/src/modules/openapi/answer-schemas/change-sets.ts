import { BOOKING_STATUSES, CHANGE_SET_KINDS, ENSEMBLE_SIZES } from '../../../contract';
import type { JsonSchema } from '../json-schema';
import {
  arrayOf,
  calendarDate,
  clockTime,
  closedObject,
  count,
  flag,
  id,
  isoTimestamp,
  minutes,
  nullable,
  oneOfValues,
  optionalId,
  optionalText,
  ref,
  shownDate,
  shownTime,
  text,
} from './schema-parts';

const snapshotPerformer = closedObject({ performerId: id, instrument: text });

/** BookingSnapshotDto (change-set.dto.ts): a booking's values as a change set keeps them. */
const bookingSnapshotFields = {
  title: text,
  date: calendarDate,
  time: clockTime,
  duration: minutes,
  notes: optionalText,
  department: optionalText,
  ensemble: { enum: [...Object.keys(ENSEMBLE_SIZES), null] },
  status: oneOfValues(BOOKING_STATUSES),
  organizationId: optionalId,
  performers: arrayOf(snapshotPerformer),
};
const bookingSnapshot = closedObject(bookingSnapshotFields);
/** The fields a change of the snapshot names: the snapshot's own. */
const snapshotFields = Object.keys(bookingSnapshotFields);

/** A snapshot field's value: text, a number, the performers, or null. */
const snapshotValue: JsonSchema = { type: ['string', 'integer', 'array', 'null'], items: snapshotPerformer };

/** ChangeSetDto (change-set.dto.ts) field by field; `items` only where one change set is read. */
const changeSetFields = {
  id,
  kind: oneOfValues(CHANGE_SET_KINDS),
  action: oneOfValues(['booking_created', 'booking_updated', 'booking_deleted']),
  itemCount: count,
  userId: optionalId,
  email: optionalText,
  createdAt: isoTimestamp,
  undoneBy: optionalId,
  undoOf: optionalId,
  items: arrayOf(
    closedObject({ bookingId: id, before: nullable(bookingSnapshot), after: nullable(bookingSnapshot) }),
  ),
} as const satisfies Record<string, JsonSchema>;

/** Multi-booking actions, their history and undo (change-set.dto.ts). */
export const CHANGE_SET_SCHEMAS = {
  /** ChangeSetDto: a stored change set; the lists leave its items out. */
  ChangeSet: closedObject(changeSetFields, ['items']),
  /** A change set of a booking's history: with its items. */
  ChangeSetWithItems: closedObject(changeSetFields),
  /** ChangeSetItemResultDto: one item of a dry run or an apply. */
  ChangeSetItemResult: closedObject(
    {
      index: count,
      operation: oneOfValues(['create', 'update', 'delete']),
      bookingId: optionalId,
      title: text,
      date: shownDate,
      time: shownTime,
      department: optionalText,
      organizationId: optionalId,
      changes: arrayOf(
        closedObject({ field: oneOfValues(snapshotFields), old: snapshotValue, new: snapshotValue }),
      ),
      problems: arrayOf(ref('AvailabilityProblem')),
      blocked: flag,
      outcome: oneOfValues(['applied', 'skipped', 'failed']),
      error: optionalText,
      version: {
        type: 'string',
        description: "A dry run's stored booking: its version, to send back in `expectedVersions`.",
      },
    },
    ['version'],
  ),
  /** ChangeSetResultDto: a dry run (`changeSet` null), an apply or an undo. */
  ChangeSetResult: closedObject({
    dryRun: flag,
    changeSet: nullable(ref('ChangeSet')),
    message: text,
    items: arrayOf(ref('ChangeSetItemResult')),
  }),
} as const satisfies Record<string, JsonSchema>;
