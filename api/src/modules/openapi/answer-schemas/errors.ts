import type { JsonSchema } from '../json-schema';
import {
  arrayOf,
  calendarDate,
  closedObject,
  flag,
  id,
  isoTimestamp,
  nullable,
  optionalId,
  optionalText,
  ref,
  shownDate,
  text,
} from './schema-parts';

/** Error bodies: every 4xx and 5xx, and the bodies of the refusals that say more. */
export const ERROR_SCHEMAS = {
  /** ErrorBody (dto.ts): every 4xx and 5xx. */
  Error: closedObject(
    {
      message: text,
      errors: {
        type: 'array',
        description: 'One entry per refused field; `path` names the field.',
        items: closedObject({ path: text, message: text }),
      },
      reason: { type: 'string', description: 'On a 401 to a session that ended: why (SessionEndReason).' },
    },
    ['errors', 'reason'],
  ),
  /** StaleWriteBody (stale-write.ts): a 412 to a write whose If-Match is no longer the entity's tag. */
  StaleWrite: closedObject({
    message: text,
    current: {
      description: 'The entity as it is now (its tag is the ETag header); null when deleted since.',
    },
    changedBy: nullable(closedObject({ userId: optionalId, name: text, organization: optionalText })),
    changedAt: nullable(isoTimestamp),
  }),
  /**
   * 409 of a write that conflicts with what is stored: the message, and what the refusal is about: a
   * blocked booking write's availability problems, a refused change set's or undo's items
   * (ChangeSetRefusedBody), the bookings changed since a change set that an undo cannot put back
   * (UndoRefusedBody).
   */
  Conflict: closedObject(
    {
      message: text,
      conflicts: arrayOf(ref('AvailabilityProblem')),
      items: arrayOf(ref('ChangeSetItemResult')),
      touched: arrayOf(closedObject({ bookingId: id, title: text, date: shownDate })),
    },
    ['conflicts', 'items', 'touched'],
  ),
  /** ChangeSetStaleBody (change-set.dto.ts): an apply whose bookings changed since its preview. */
  ChangeSetStale: closedObject({
    message: text,
    changed: arrayOf(
      closedObject({ bookingId: id, title: optionalText, date: nullable(calendarDate), deleted: flag }),
    ),
  }),
} as const satisfies Record<string, JsonSchema>;
