import {
  CHANGE_SET_MESSAGES,
  UNDO_WINDOW_HOURS,
  undoRefusedMessage,
  type AvailabilityProblemDto,
  type BookingSnapshotDto,
  type ChangeSetDto,
  type ChangeSetItemDto,
  type ChangeSetItemOutcome,
  type ChangeSetItemResultDto,
  type ChangeSetOperation,
  type UntouchableItemDto,
} from '../../contract';
import { BadRequestError, NotFoundError } from '../../platform/errors';
import type { Actor } from '../../platform/http';
import { sameSnapshot, snapshotOf, type BookingRecord, type ChangeSetItemRecord } from '../bookings';
import { itemResultOf } from './change-set-results';
import { KINDS_NOT_UNDONE } from './change-sets.repository';

const UNDO_WINDOW_MS = UNDO_WINDOW_HOURS * 60 * 60 * 1000;

/** One booking an undo puts back: as it stands now (as the change set left it), and as it was before. */
export interface UndoStep {
  /** The item's position in the undone change set. */
  index: number;
  bookingId: number;
  /** The stored booking, locked; null when the change set deleted it. */
  current: BookingRecord | null;
  /** What the undo writes: the booking before the change set; null deletes it (the change set created it). */
  restored: BookingSnapshotDto | null;
}

/** An item whose booking someone changed since the change set: the undo leaves it alone. */
export interface TouchedItem {
  index: number;
  item: ChangeSetItemDto;
  current: BookingRecord | null;
}

export interface UndoPlan {
  steps: UndoStep[];
  touched: TouchedItem[];
}

/**
 * The change set, if the actor may undo it now: their own (anyone else's is 404, as if it did not
 * exist), of an undoable kind, not undone yet, and at most UNDO_WINDOW_HOURS old.
 */
export function undoableChangeSet(changeSet: ChangeSetDto | null, actor: Actor, now: number): ChangeSetDto {
  if (!changeSet || changeSet.userId !== actor.userId) throw new NotFoundError();
  if (KINDS_NOT_UNDONE.includes(changeSet.kind))
    throw new BadRequestError(
      changeSet.kind === 'undo'
        ? CHANGE_SET_MESSAGES.undoNotUndoable
        : CHANGE_SET_MESSAGES.migrationNotUndoable,
    );
  if (changeSet.undoneBy !== null) throw new BadRequestError(CHANGE_SET_MESSAGES.alreadyUndone);
  if (Date.parse(changeSet.createdAt) < now - UNDO_WINDOW_MS)
    throw new BadRequestError(CHANGE_SET_MESSAGES.undoExpired);
  return changeSet;
}

/**
 * Splits the change set's items into what the undo writes and what it must leave alone: an item is
 * touched when its booking is no longer as the change set left it (edited, deleted or put back since).
 * An item that neither had nor left a booking has nothing to undo.
 */
export function planUndo(items: readonly ChangeSetItemDto[], stored: readonly BookingRecord[]): UndoPlan {
  const byId = new Map(stored.map((record) => [record.id, record]));
  const plan: UndoPlan = { steps: [], touched: [] };
  items.forEach((item, index) => {
    const current = byId.get(item.bookingId) ?? null;
    if (!sameSnapshot(current === null ? null : snapshotOf(current), item.after))
      plan.touched.push({ index, item, current });
    else if (current !== null || item.before !== null)
      plan.steps.push({ index, bookingId: item.bookingId, current, restored: item.before });
  });
  return plan;
}

/** A touched booking by name: as someone left it, or as the change set left it when it is gone. */
export function untouchableOf({ item, current }: TouchedItem): UntouchableItemDto {
  const shown = current ?? item.after ?? item.before;
  return { bookingId: item.bookingId, title: shown?.title ?? '', date: shown?.date ?? '' };
}

/** The step as the undo change set records it: the booking as it stood, and as the undo leaves it. */
export function inverseItemOf(step: UndoStep): ChangeSetItemRecord {
  return {
    bookingId: step.bookingId,
    before: step.current === null ? null : snapshotOf(step.current),
    after: step.restored,
  };
}

/** What an item does to its booking. */
export function operationOf(item: ChangeSetItemRecord): ChangeSetOperation {
  if (item.before === null) return 'create';
  return item.after === null ? 'delete' : 'update';
}

/** How one item of the undo fared. */
export interface StepOutcome {
  outcome: ChangeSetItemOutcome;
  problems?: AvailabilityProblemDto[];
  blocked?: boolean;
  error?: string;
}

/**
 * The undo's answer, one result per item of the undone change set in its order: each step as
 * `outcomeOf` says, each touched item skipped with the reason (what undoing it would have done).
 */
export function undoResultsOf(
  plan: UndoPlan,
  outcomeOf: (step: UndoStep) => StepOutcome,
): ChangeSetItemResultDto[] {
  // Every undone booking exists before or after the undo: its id is shown whatever the outcome.
  const resultOf = (index: number, item: ChangeSetItemRecord, outcome: StepOutcome): ChangeSetItemResultDto =>
    itemResultOf(
      {
        index,
        operation: operationOf(item),
        bookingId: item.bookingId,
        before: item.before,
        after: item.after,
        problems: outcome.problems ?? [],
        blocked: outcome.blocked ?? false,
        outcome: outcome.outcome,
        error: outcome.error ?? null,
        written: null,
      },
      true,
    );
  return [
    ...plan.steps.map((step) => resultOf(step.index, inverseItemOf(step), outcomeOf(step))),
    ...plan.touched.map((touched) =>
      resultOf(
        touched.index,
        { bookingId: touched.item.bookingId, before: touched.item.after, after: touched.item.before },
        { outcome: 'skipped', error: undoRefusedMessage([untouchableOf(touched)]) },
      ),
    ),
  ].sort((left, right) => left.index - right.index);
}
