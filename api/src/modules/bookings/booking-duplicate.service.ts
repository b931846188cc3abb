import type { Knex } from 'knex';
import {
  BOOKING_ERROR_MESSAGES,
  bookingDuplicatedMessage,
  type AvailabilityProblemDto,
  type BookingDuplicateDto,
  type BookingDuplicateInput,
  type ClosedProblemDto,
  type PerformerDto,
  type UnavailableProblemDto,
} from '../../contract';
import { ConflictError, ValidationError } from '../../platform/errors';
import type { Actor, WriteContext } from '../../platform/http';
import { blockedMessageOf, problemReaderOf } from './availability-problems';
import { toBookingDto } from './booking-dto';
import {
  assertDepartmentOf,
  findVisibleBooking,
  performerNamesOf,
  refuseVanishedDepartment,
} from './booking-write-checks';
import type { BookingRepository } from './bookings.repository';
import type { BookingRecord, OrganizationDirectory, PerformerRef } from './bookings.types';
import {
  recordedItemsOf,
  writeOutcomesOf,
  type ChangeSetItems,
  type ItemRun,
  type PlannedItems,
} from './booking-item-writes';
import type { BookingChangeRecorder } from './booking-change-recorder';
import type { PerformerNoticeLog } from './performer-notice-log';
import { assertEnsembleFits, requestedPerformersOf, resolvePerformers } from './performer-selection';

export interface BookingDuplicateServiceDeps {
  knex: Knex;
  bookings: BookingRepository;
  organizations: OrganizationDirectory;
  /** Writes the copies under the availability rule. */
  items: ChangeSetItems;
  /** Records the copies as one change set, with its one audit row. */
  recorder: BookingChangeRecorder;
  /** Where the copies record what their performers are to hear (in the copies' transaction). */
  notices: PerformerNoticeLog;
  /** Called after the copies have committed. */
  onCommitted(): void;
}

type PerformerChoice = { kind: 'original' } | { kind: 'blank' } | { kind: 'selected'; list: unknown[] };

/**
 * Which performers the copies get. Quick: keepPerformers (default true) keeps the original's,
 * false leaves them blank. Advanced: 'Keep original performers', 'Leave performers blank' (never
 * both) or the selected performers.
 */
function performerChoiceOf(input: BookingDuplicateInput): PerformerChoice {
  if (input.keepOriginalPerformers === true && input.leavePerformersBlank === true)
    throw new ValidationError([
      { path: 'leavePerformersBlank', message: BOOKING_ERROR_MESSAGES.performerChoiceExclusive },
    ]);
  if (input.leavePerformersBlank === true || input.keepPerformers === false) return { kind: 'blank' };
  if (input.keepOriginalPerformers === true || input.keepPerformers === true) return { kind: 'original' };
  if (input.selectedPerformers !== undefined) return { kind: 'selected', list: input.selectedPerformers };
  return { kind: 'original' };
}

/** Target dates once each, in the order given. */
function distinctDates(dates: readonly (string | undefined)[]): string[] {
  return [...new Set(dates.filter((date): date is string => date !== undefined))];
}

/** A checked duplicate: the original, the copies to insert (one per target date) and their performers. */
export interface DuplicatePlan extends PlannedItems {
  original: BookingRecord;
  performers: ReadonlyMap<number, PerformerDto>;
}

/**
 * The checks of a duplicate before anything is written, and its copies (docs/PRODUCT.md sections 4 and 7):
 * quick copies keep everything but the date; advanced ones override title, time, duration,
 * department, ensemble (null: no ensemble) and notes where given. A copy without performers is
 * pending, otherwise confirmed. The route and a change set's duplicate make their copies here.
 */
export async function planDuplicate(
  deps: Pick<BookingDuplicateServiceDeps, 'bookings' | 'organizations'>,
  actor: Actor,
  id: number,
  input: BookingDuplicateInput,
): Promise<DuplicatePlan> {
  const original = await findVisibleBooking(deps.bookings, actor, id);
  const choice = performerChoiceOf(input);
  if (input.department !== undefined)
    await assertDepartmentOf(deps.organizations, original.organizationId, input.department);
  const selection = await resolvePerformers(
    deps.organizations,
    choice.kind === 'selected' ? requestedPerformersOf(choice.list) : [],
    'selectedPerformers',
    choice.kind === 'original' ? original.performers.map((ref) => ref.performerId) : [],
  );
  const refs: PerformerRef[] =
    choice.kind === 'original' ? original.performers : choice.kind === 'selected' ? selection.refs : [];
  const ensemble = input.ensemble === undefined ? original.ensemble : input.ensemble;
  assertEnsembleFits(ensemble, refs, choice.kind === 'selected' ? 'selectedPerformers' : 'ensemble');
  const template = {
    title: input.title ?? original.title,
    time: input.time ?? original.time,
    duration: input.duration ?? original.duration,
    notes: input.notes === undefined ? original.notes : input.notes,
    department: input.department === undefined ? original.department : input.department,
    ensemble,
    status: refs.length === 0 ? ('pending' as const) : ('confirmed' as const),
    userId: actor.userId,
    organizationId: original.organizationId,
    performers: refs,
  };
  return {
    original,
    performers: selection.performers,
    reader: problemReaderOf(actor, performerNamesOf(selection.performers)),
    items: distinctDates(input.targetDates).map((date) => ({
      operation: 'create' as const,
      booking: { ...template, date },
      reason: 'duplicated' as const,
    })),
  };
}

/**
 * The problems of the copies as the duplicate's answer lists them: every copy's performers booked
 * elsewhere (the copies before it included), then each unavailable period and closure once.
 */
function conflictsOf(runs: readonly ItemRun[]): AvailabilityProblemDto[] {
  const problems = runs.flatMap((run) => run.problems);
  // Periods and closures by date, as one lookup of all the copies' dates lists them.
  const dated = [...runs]
    .sort((left, right) => (left.after?.date ?? '').localeCompare(right.after?.date ?? ''))
    .flatMap((run) => run.problems);
  const once = <T extends AvailabilityProblemDto>(kind: T['kind'], idOf: (problem: T) => number): T[] => [
    ...new Map(
      dated
        .filter((problem): problem is T => problem.kind === kind)
        .map((problem) => [idOf(problem), problem]),
    ).values(),
  ];
  return [
    ...problems.filter((problem) => problem.kind === 'booked'),
    ...once<UnavailableProblemDto>('unavailable', (problem) => problem.unavailability.id),
    ...once<ClosedProblemDto>('closed', (problem) => problem.closure.id),
  ];
}

/**
 * POST /api/bookings/{id}/duplicate: every copy of one request is written in one transaction under
 * the availability rule (each copy's performers checked against the stored bookings and the copies
 * before it, every copy against its performers' unavailable periods and the venue's closures), and
 * recorded as one 'duplicate' change set. Under the organization's 'block' policy any problem refuses
 * them all.
 */
export function createBookingDuplicateService(deps: BookingDuplicateServiceDeps) {
  return {
    async duplicate(
      context: WriteContext,
      id: number,
      input: BookingDuplicateInput,
    ): Promise<BookingDuplicateDto> {
      const plan = await planDuplicate(deps, context.actor, id, input);
      const written = await deps.knex
        .transaction(async (trx) => {
          // Copies only: their problems are named by the plan's performers, in the transaction.
          const { runs } = await deps.items.run(trx, context.actor, plan, false);
          const conflicts = conflictsOf(runs);
          if (runs.some((copy) => copy.blocked))
            throw new ConflictError(blockedMessageOf(conflicts), { conflicts });
          await deps.recorder.record(trx, context, { kind: 'duplicate' }, recordedItemsOf(runs));
          const outcomes = writeOutcomesOf(runs);
          await deps.notices.record(trx, input.notifyPerformers, outcomes);
          return { copies: outcomes.flatMap((outcome) => (outcome.after ? [outcome.after] : [])), conflicts };
        })
        .catch(refuseVanishedDepartment);
      deps.onCommitted();
      return {
        message: bookingDuplicatedMessage(written.copies.length),
        bookings: written.copies.map((copy) => toBookingDto(copy, plan.performers)),
        conflicts: written.conflicts,
      };
    },
  };
}

export type BookingDuplicateService = ReturnType<typeof createBookingDuplicateService>;
