import type { StaleWriteBody } from '@booking-portal/api/contract';
import type { ColleagueSave } from './changed-by-colleague-panel';

/** A 412's body as the panel shows it: the entity now turned into the dialog's own values. */
export function colleagueSaveOf<Entity, Values>(
  body: StaleWriteBody<Entity>,
  valuesOf: (entity: Entity) => Values,
): ColleagueSave<Values> {
  return {
    message: body.message,
    current: body.current === null ? null : valuesOf(body.current),
    changedBy: body.changedBy,
    changedAt: body.changedAt,
  };
}
