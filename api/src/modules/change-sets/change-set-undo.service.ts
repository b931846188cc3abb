import type { Knex } from 'knex';
import {
  BOOKING_MESSAGES,
  undoPerformerGoneMessage,
  undoRefusedMessage,
  type ChangeSetDto,
  type ChangeSetResultDto,
  type ChangeSetUndoInput,
} from '../../contract';
import { ConflictError, violatedConstraintOf } from '../../platform/errors';
import type { WriteContext } from '../../platform/http';
import type { AvailabilityFacade } from '../availability';
import {
  blockedMessageOf,
  findProblemsOfWritten,
  problemCountOf,
  problemDtosOf,
  refuseVanishedDepartment,
  type AvailabilityRule,
  type BookingRecord,
  type BookingRepository,
  type BookingWriteOutcome,
  type FoundProblems,
  type NoticeReason,
  type BookingsOrganizationDirectory as OrganizationDirectory,
  type PerformerNoticeLog,
  type PerformerRef,
  type RestoredBooking,
} from '../bookings';
import type { ChangeSetRecorder } from './change-set-recorder';
import {
  inverseItemOf,
  operationOf,
  planUndo,
  undoableChangeSet,
  undoResultsOf,
  untouchableOf,
  type UndoPlan,
  type UndoStep,
} from './change-set-undo-plan';
import type { ChangeSetRepository } from './change-sets.repository';

export interface ChangeSetUndoServiceDeps {
  knex: Knex;
  bookings: BookingRepository;
  changeSets: ChangeSetRepository;
  recorder: ChangeSetRecorder;
  availabilityRule: AvailabilityRule;
  availability: AvailabilityFacade;
  organizations: OrganizationDirectory;
  notices: PerformerNoticeLog;
  /** Called after an undo has committed (the public schedule's answers are then out of date). */
  onCommitted(): void;
}

/** booking_performers' reference to performers: a performer deleted since cannot be put back. */
const PERFORMER_REFERENCE = 'booking_performers_performer_id_foreign';

/** Where and when: moving a booking back across these needs the availability rule again. */
const WHERE_AND_WHEN = ['date', 'time', 'duration', 'department', 'organizationId'] as const;

const NOTICE_REASONS: Readonly<Record<ReturnType<typeof operationOf>, NoticeReason>> = {
  create: 'created',
  update: 'updated',
  delete: 'deleted',
};

function samePerformers(left: readonly PerformerRef[], right: readonly PerformerRef[]): boolean {
  return JSON.stringify(left) === JSON.stringify(right);
}

/**
 * Whether the availability rule looks at the step's booking again: a re-inserted one always; one
 * moved back only when where, when or who changes (a status or a title puts no performer in two
 * places and no booking in a closed venue, and a bulk status change is most of what is undone).
 */
function needsCheck(current: BookingRecord | null, restored: RestoredBooking): boolean {
  if (current === null) return true;
  return (
    WHERE_AND_WHEN.some((field) => current[field] !== restored[field]) ||
    !samePerformers(current.performers, restored.performers)
  );
}

/** What the undo writes: deletes, re-inserts under the old ids, and updates back, each batched. */
interface UndoWrites {
  deletes: number[];
  restores: RestoredBooking[];
  updates: RestoredBooking[];
  /** Updated bookings whose performers change back. */
  performersChanged: number[];
  /** Bookings the availability rule looks at again. */
  checked: Set<number>;
}

function writesOf(steps: readonly UndoStep[], userId: number): UndoWrites {
  const writes: UndoWrites = {
    deletes: [],
    restores: [],
    updates: [],
    performersChanged: [],
    checked: new Set(),
  };
  for (const { bookingId, current, restored } of steps) {
    if (restored === null) {
      writes.deletes.push(bookingId);
      continue;
    }
    // A re-inserted booking's author is whoever put it back (the change set keeps no author).
    const booking: RestoredBooking = { ...restored, id: bookingId, userId: current?.userId ?? userId };
    if (needsCheck(current, booking)) writes.checked.add(bookingId);
    if (current === null) writes.restores.push(booking);
    else {
      writes.updates.push(booking);
      if (!samePerformers(current.performers, booking.performers)) writes.performersChanged.push(bookingId);
    }
  }
  return writes;
}

/** Every performer the undo's bookings name before or after it: the rule's locks. */
function performerIdsOf(steps: readonly UndoStep[]): number[] {
  return steps.flatMap((step) =>
    [...(step.current?.performers ?? []), ...(step.restored?.performers ?? [])].map((ref) => ref.performerId),
  );
}

/** Refused as a whole (nothing written) when an item was touched, unless only the untouched ones are asked for. */
function refuseTouched(plan: UndoPlan, onlyUntouched: boolean): void {
  if (plan.touched.length === 0 || (onlyUntouched && plan.steps.length > 0)) return;
  const touched = plan.touched.map(untouchableOf);
  throw new ConflictError(undoRefusedMessage(touched), { touched });
}

/** An undo the availability rule refuses: thrown to roll the transaction back, answered 409 after it. */
class BlockedUndo extends Error {
  constructor(
    readonly plan: UndoPlan,
    readonly found: ReadonlyMap<number, FoundProblems>,
    readonly blocked: ReadonlySet<number>,
  ) {
    super('the undo meets the availability rule under a block policy');
  }
}

/** An undo that would put back a performer deleted since: thrown to roll back, answered 409 after it. */
class PerformerGoneUndo extends Error {
  constructor(readonly steps: readonly UndoStep[]) {
    super('the undo puts back a performer deleted since');
  }
}

interface CommittedUndo {
  changeSet: ChangeSetDto;
  plan: UndoPlan;
  found: ReadonlyMap<number, FoundProblems>;
}

/**
 * Undoes a change set as a new change set of kind 'undo' (POST /api/change-sets/{id}/undo), in one
 * transaction. The change set's row is locked first (two undos of it run one after another and the
 * second finds it undone), then its bookings' rows, then their performers: the order every single
 * booking edit takes them (booking, then performers), so an undo and an edit never wait on each
 * other in a cycle. A booking someone changed since is never overwritten: the undo is refused naming
 * those, or, asked to, undoes the others. What the undo writes meets the availability rule like any
 * write; under an organization's 'block' policy a problem refuses the whole undo. Reads, locks and
 * writes are batched (a statement per kind, not per booking), so a 200-item undo is one short request.
 */
export function createChangeSetUndoService(deps: ChangeSetUndoServiceDeps) {
  /** The bookings whose problems the availability rule's verdict blocks (each by its own organization's policy). */
  async function blockedOf(
    trx: Knex.Transaction,
    found: ReadonlyMap<number, FoundProblems>,
  ): Promise<Set<number>> {
    const blocked = new Set<number>();
    for (const [bookingId, problems] of found)
      if (await deps.availabilityRule.blocks(trx, problems.organizationId, problemCountOf(problems)))
        blocked.add(bookingId);
    return blocked;
  }

  async function write(trx: Knex.Transaction, writes: UndoWrites): Promise<Map<number, BookingRecord>> {
    await deps.bookings.deleteMany(trx, writes.deletes);
    const records = [
      ...(await deps.bookings.restore(trx, writes.restores)),
      ...(await deps.bookings.replaceMany(trx, writes.updates, writes.performersChanged)),
    ];
    return new Map(records.map((record) => [record.id, record]));
  }

  /**
   * The refusal naming the bookings whose performers are gone, read after the rollback (on PGlite's
   * one connection a read beside the transaction would wait for it).
   */
  async function performerGoneRefusal(steps: readonly UndoStep[]): Promise<ConflictError> {
    const named = [
      ...new Set(steps.flatMap((step) => step.restored?.performers ?? []).map((ref) => ref.performerId)),
    ];
    const present = new Set(
      (await deps.organizations.findPerformersByIds(named)).map((performer) => performer.id),
    );
    const bookings = steps.flatMap(({ bookingId, restored }) =>
      restored?.performers.some((ref) => !present.has(ref.performerId))
        ? [{ bookingId, title: restored.title, date: restored.date }]
        : [],
    );
    return new ConflictError(undoPerformerGoneMessage(bookings));
  }

  async function undoInside(
    trx: Knex.Transaction,
    context: WriteContext,
    id: number,
    input: ChangeSetUndoInput,
  ): Promise<CommittedUndo> {
    const { actor } = context;
    const undone = undoableChangeSet(await deps.changeSets.findForUndo(trx, id), actor, Date.now());
    const items = undone.items ?? [];
    const stored = await deps.bookings.findManyForUpdate(trx, [
      ...new Set(items.map((item) => item.bookingId)),
    ]);
    const plan = planUndo(items, stored);
    refuseTouched(plan, input.onlyUntouched);

    await deps.availabilityRule.lockPerformers(trx, performerIdsOf(plan.steps));
    const writes = writesOf(plan.steps, actor.userId);
    const written = await write(trx, writes).catch((error: unknown) => {
      if (violatedConstraintOf(error) === PERFORMER_REFERENCE) throw new PerformerGoneUndo(plan.steps);
      throw error;
    });
    const found = await findProblemsOfWritten(
      deps,
      trx,
      [...written.values()].filter((record) => writes.checked.has(record.id)),
    );
    const blocked = await blockedOf(trx, found);
    if (blocked.size > 0) throw new BlockedUndo(plan, found, blocked);

    const changeSet = await deps.recorder.record(
      trx,
      context,
      { kind: 'undo', undoOf: id },
      plan.steps.map(inverseItemOf),
    );
    await deps.notices.record(
      trx,
      input.notifyPerformers,
      plan.steps.map((step): BookingWriteOutcome => ({
        bookingId: step.bookingId,
        reason: NOTICE_REASONS[operationOf(inverseItemOf(step))],
        before: step.current,
        after: written.get(step.bookingId) ?? null,
      })),
    );
    return { changeSet, plan, found };
  }

  return {
    async undo(context: WriteContext, id: number, input: ChangeSetUndoInput): Promise<ChangeSetResultDto> {
      const outcome = await deps.knex
        .transaction((trx) => undoInside(trx, context, id, input))
        .catch(async (error: unknown) => {
          if (error instanceof BlockedUndo) return error;
          if (error instanceof PerformerGoneUndo) throw await performerGoneRefusal(error.steps);
          return refuseVanishedDepartment(error);
        });
      const problems = await problemDtosOf(deps.organizations, context.actor, outcome.found);
      const problemsOf = (step: UndoStep) => problems.get(step.bookingId) ?? [];
      if (outcome instanceof BlockedUndo) {
        const { blocked } = outcome;
        throw new ConflictError(
          blockedMessageOf([...blocked].flatMap((bookingId) => problems.get(bookingId) ?? [])),
          {
            items: undoResultsOf(outcome.plan, (step) =>
              blocked.has(step.bookingId)
                ? {
                    outcome: 'failed',
                    problems: problemsOf(step),
                    blocked: true,
                    error: blockedMessageOf(problemsOf(step)),
                  }
                : { outcome: 'skipped', problems: problemsOf(step) },
            ),
          },
        );
      }
      deps.onCommitted();
      return {
        dryRun: false,
        changeSet: outcome.changeSet,
        message: BOOKING_MESSAGES.undone,
        items: undoResultsOf(outcome.plan, (step) => ({ outcome: 'applied', problems: problemsOf(step) })),
      };
    },
  };
}

export type ChangeSetUndoService = ReturnType<typeof createChangeSetUndoService>;
