import {
  CHANGE_SET_MESSAGES,
  changedFieldsOf,
  type ChangeSetApplyMode,
  type ChangeSetItemResultDto,
} from '../../contract';
import { sameSnapshot, type ItemRun } from '../bookings';

/**
 * One item of the answer. `committed` says whether the writes stand: a create rolled back (a dry run,
 * a refused apply) has no id to show.
 */
export function itemResultOf(itemRun: ItemRun, committed: boolean): ChangeSetItemResultDto {
  const shown = itemRun.after ?? itemRun.before;
  return {
    index: itemRun.index,
    operation: itemRun.operation,
    bookingId: itemRun.operation === 'create' && !committed ? null : itemRun.bookingId,
    title: shown?.title ?? '',
    date: shown?.date ?? '',
    time: shown?.time ?? '',
    department: shown?.department ?? null,
    organizationId: shown?.organizationId ?? null,
    changes: changedFieldsOf(itemRun.before, itemRun.after),
    problems: itemRun.problems,
    blocked: itemRun.blocked,
    outcome: itemRun.outcome,
    error: itemRun.error,
  };
}

/**
 * Why the apply is refused as a whole, if it is (nothing is then written): with 'all', any item that
 * failed (a booking not found, a block by the organization's policy); with 'withoutProblems', no item
 * left to apply while some had problems or failed. A set whose every item is already as asked is not
 * refused: it writes nothing and says so.
 */
export function refusalOf(runs: readonly ItemRun[], mode: ChangeSetApplyMode): string | null {
  if (mode === 'all')
    return runs.some((itemRun) => itemRun.outcome === 'failed') ? CHANGE_SET_MESSAGES.notApplied : null;
  const applied = runs.some((itemRun) => itemRun.outcome === 'applied');
  // Skipped with a change to make: for its problems (one already as asked changes nothing).
  const leftOut = runs.some(
    (itemRun) =>
      itemRun.outcome === 'failed' ||
      (itemRun.outcome === 'skipped' && !sameSnapshot(itemRun.before, itemRun.after)),
  );
  return !applied && leftOut ? CHANGE_SET_MESSAGES.nothingWithoutProblems : null;
}

/** The items of a refused apply: those that failed say why; nothing else was written. */
export function refusedItemsOf(runs: readonly ItemRun[]): ChangeSetItemResultDto[] {
  return runs.map((itemRun) =>
    itemResultOf(itemRun.outcome === 'failed' ? itemRun : { ...itemRun, outcome: 'skipped' }, false),
  );
}
