import type { Knex } from 'knex';
import {
  CHANGE_SET_MESSAGES,
  type AvailabilityProblemDto,
  type BookingSnapshotDto,
  type BookingStatus,
  type ChangeSetItemOutcome,
  type ChangeSetOperation,
} from '../../contract';
import type { Actor } from '../../platform/http';
import type { AvailabilityFacade } from '../availability';
import { maySeeOrganization } from '../identity';
import { blockedMessageOf, type ProblemReader } from './availability-problems';
import type { AvailabilityRule, CheckedBooking } from './availability-rule';
import { snapshotOf } from './booking-snapshot';
import type { BookingRepository } from './bookings.repository';
import type { BookingRecord, OrganizationDirectory } from './bookings.types';
import {
  findProblemsOfWritten,
  problemCountOf,
  problemDtosOf,
  type FoundProblems,
} from './written-booking-problems';
import type { ChangeSetItemRecord } from './booking-change-recorder';
import { movedFieldsOf, type MoveChanges } from './booking-moves';
import type { NewBooking } from './new-booking-plan';
import type { BookingWriteOutcome, NoticeReason } from './performer-notice-log';

/**
 * One booking a change set writes. A change set is one user action, so its items all create, all set
 * a status, all move (to one date, start and/or department), or all delete.
 */
export type PlannedItem =
  | { operation: 'create'; booking: NewBooking; reason: Extract<NoticeReason, 'created' | 'duplicated'> }
  | { operation: 'update'; bookingId: number; status: BookingStatus }
  | { operation: 'update'; bookingId: number; move: MoveChanges }
  | { operation: 'delete'; bookingId: number };

/** The items of one action and who reads the problems of its creates (the performers they name). */
export interface PlannedItems {
  items: readonly PlannedItem[];
  reader: ProblemReader;
}

/** What happened to one item (in a dry run: what would happen). */
export interface ItemRun {
  index: number;
  operation: ChangeSetOperation;
  /** Null for a create not written, and for an update or delete of no booking the actor may see. */
  bookingId: number | null;
  /** The booking's values before the item (null for a create) and after it (null for a delete). */
  before: BookingSnapshotDto | null;
  after: BookingSnapshotDto | null;
  problems: AvailabilityProblemDto[];
  /** The organization's 'block' policy refuses the item's problems. */
  blocked: boolean;
  outcome: ChangeSetItemOutcome;
  error: string | null;
  /** The stored booking before and after the write, for the items written. */
  written: BookingWriteOutcome | null;
}

/**
 * The items' runs as the transaction leaves them: the problems of status changes are found there
 * but named after it (the performers' names are another module's read, which must not wait for the
 * transaction's connection on a one-connection database).
 */
export interface ItemRuns {
  runs: ItemRun[];
  /** The problems found for status changes, by booking. */
  unnamed: ReadonlyMap<number, FoundProblems>;
}

export interface ChangeSetItemsDeps {
  bookings: BookingRepository;
  availabilityRule: AvailabilityRule;
  availability: AvailabilityFacade;
  organizations: OrganizationDirectory;
}

const NO_PROBLEMS: AvailabilityProblemDto[] = [];

/** How an item fares under its problems: the policy's verdict, and whether it is written. */
interface Verdict {
  blocked: boolean;
  outcome: ChangeSetItemOutcome;
  write: boolean;
}

function failedRun(index: number, operation: ChangeSetOperation): ItemRun {
  return {
    index,
    operation,
    bookingId: null,
    before: null,
    after: null,
    problems: NO_PROBLEMS,
    blocked: false,
    outcome: 'failed',
    error: CHANGE_SET_MESSAGES.bookingNotFound,
    written: null,
  };
}

/** An update that changes nothing: the booking is already as the item would leave it. */
function unchangedRun(index: number, booking: BookingRecord): ItemRun {
  const snapshot = snapshotOf(booking);
  return {
    index,
    operation: 'update',
    bookingId: booking.id,
    before: snapshot,
    after: snapshot,
    problems: NO_PROBLEMS,
    blocked: false,
    outcome: 'skipped',
    error: null,
    written: null,
  };
}

/** The ids of the stored bookings the items change, each once. */
function storedIdsOf(items: readonly PlannedItem[]): number[] {
  return [...new Set(items.flatMap((item) => (item.operation === 'create' ? [] : [item.bookingId])))];
}

/**
 * Writes a change set's items in the caller's transaction under the availability rule. The stored
 * bookings are read and locked by one statement (in id order; a single edit too locks its booking
 * before its performers), then every performer of them and of the new bookings by one call (sorted),
 * so the problems found hold until the transaction ends. Each item then gets its problems as it would
 * be written, the availability rule's verdict under its organization's policy, and its write:
 * - a create is checked against the stored bookings and the creates before it (already written);
 *   periods and closures are one lookup for every date of the slot;
 * - a status change moves no booking and no performer: every item's problems are read at once from
 *   the stored bookings, and the changes are one statement;
 * - a move is checked where it puts its booking, like a create: periods and closures at once, its
 *   performers booked elsewhere against the stored bookings and the moves before it (already written);
 * - a delete has no problems; the deletes are one statement.
 * Items of bookings the actor may not see, or that are gone, fail with 'Booking not found'; a status
 * already in place, and a booking already where a move puts it, are skipped with no changes. With
 * `skipWithProblems` an item with problems is not written ('skipped'); otherwise it is written even
 * when its organization blocks it ('failed', blocked), so the items after it meet it as they would:
 * the caller then refuses the whole set.
 */
export function createChangeSetItems(deps: ChangeSetItemsDeps) {
  const rule = deps.availabilityRule;

  async function run(
    trx: Knex.Transaction,
    actor: Actor,
    planned: PlannedItems,
    skipWithProblems: boolean,
  ): Promise<ItemRuns> {
    const { items, reader } = planned;
    const stored = new Map(
      (await deps.bookings.findManyForUpdate(trx, storedIdsOf(items)))
        .filter((booking) => maySeeOrganization(actor, booking.organizationId))
        .map((booking) => [booking.id, booking]),
    );
    await rule.lockPerformers(
      trx,
      [
        ...items.flatMap((item) => (item.operation === 'create' ? item.booking.performers : [])),
        ...[...stored.values()].flatMap((booking) => booking.performers),
      ].map((ref) => ref.performerId),
    );

    const verdictOf = async (organizationId: number | null, problemCount: number): Promise<Verdict> => {
      const skipped = skipWithProblems && problemCount > 0;
      const blocked = await rule.blocks(trx, organizationId, problemCount);
      return { blocked, outcome: skipped ? 'skipped' : blocked ? 'failed' : 'applied', write: !skipped };
    };

    const statusChanges = items.flatMap((item) => {
      const booking = item.operation === 'update' ? stored.get(item.bookingId) : undefined;
      return item.operation === 'update' && 'status' in item && booking && booking.status !== item.status
        ? [booking]
        : [];
    });
    const unnamed = await findProblemsOfWritten(deps, trx, statusChanges);
    // A new booking's periods and closures do not depend on the other items: all looked up at once.
    const creates = new Map<PlannedItem, CheckedBooking>(
      items.flatMap((item) => (item.operation === 'create' ? [[item, { ...item.booking, id: null }]] : [])),
    );
    const periodsAndClosures = await rule.unavailableOrClosedPerBooking(trx, [...creates.values()], reader);
    const unavailableOrClosed = new Map(
      [...creates.keys()].map((item, position) => [item, periodsAndClosures[position] ?? NO_PROBLEMS]),
    );

    // Where each move puts its booking; its periods and closures there, all looked up at once.
    const moves = new Map<PlannedItem, { booking: BookingRecord; changes: MoveChanges }>(
      items.flatMap((item) => {
        const booking = item.operation === 'update' ? stored.get(item.bookingId) : undefined;
        if (item.operation !== 'update' || !('move' in item) || !booking) return [];
        const changes = movedFieldsOf(booking, item.move);
        return Object.keys(changes).length === 0 ? [] : [[item, { booking, changes }]];
      }),
    );
    const movedTo = (item: PlannedItem): CheckedBooking | null => {
      const move = moves.get(item);
      return move ? { ...move.booking, ...move.changes } : null;
    };
    const movedPeriodsAndClosures = await rule.unavailableOrClosedPerBooking(
      trx,
      [...moves.keys()].flatMap((item) => movedTo(item) ?? []),
      reader,
    );
    const unavailableOrClosedThere = new Map(
      [...moves.keys()].map((item, position) => [item, movedPeriodsAndClosures[position] ?? NO_PROBLEMS]),
    );

    const runs: ItemRun[] = [];
    const updated: BookingRecord[] = [];
    const deleted: number[] = [];
    for (const [index, item] of items.entries()) {
      if (item.operation === 'create') {
        const checked = creates.get(item);
        if (!checked) throw new Error('a create item was not checked');
        // Booked elsewhere: the stored bookings and the creates before this one, already written.
        const problems = [
          ...(await rule.bookedOf(trx, checked, reader)),
          ...(unavailableOrClosed.get(item) ?? NO_PROBLEMS),
        ];
        const { write, ...verdict } = await verdictOf(item.booking.organizationId, problems.length);
        const written = write ? await deps.bookings.insert(trx, item.booking) : null;
        runs.push({
          index,
          operation: 'create',
          bookingId: written?.id ?? null,
          before: null,
          after: snapshotOf(written ?? item.booking),
          problems,
          ...verdict,
          error: verdict.outcome === 'failed' ? blockedMessageOf(problems) : null,
          written: written && { bookingId: written.id, reason: item.reason, before: null, after: written },
        });
        continue;
      }
      const booking = stored.get(item.bookingId);
      if (!booking) {
        runs.push(failedRun(index, item.operation));
        continue;
      }
      const before = snapshotOf(booking);
      if (item.operation === 'delete') {
        deleted.push(booking.id);
        runs.push({
          index,
          operation: 'delete',
          bookingId: booking.id,
          before,
          after: null,
          problems: NO_PROBLEMS,
          blocked: false,
          outcome: 'applied',
          error: null,
          written: { bookingId: booking.id, reason: 'deleted', before: booking, after: null },
        });
        continue;
      }
      if ('move' in item) {
        const move = moves.get(item);
        const moved = movedTo(item);
        if (!move || !moved) {
          runs.push(unchangedRun(index, booking));
          continue;
        }
        const problems = [
          ...(await rule.bookedOf(trx, moved, reader)),
          ...(unavailableOrClosedThere.get(item) ?? NO_PROBLEMS),
        ];
        const { write, ...verdict } = await verdictOf(booking.organizationId, problems.length);
        // Written now, so the moves after it meet it where it lands.
        const written = write
          ? await deps.bookings.update(trx, booking.id, move.changes, undefined, booking.performers)
          : null;
        runs.push({
          index,
          operation: 'update',
          bookingId: booking.id,
          before,
          after: snapshotOf(written ?? { ...booking, ...move.changes }),
          problems,
          ...verdict,
          error: verdict.outcome === 'failed' ? blockedMessageOf(problems) : null,
          written: written && { bookingId: booking.id, reason: 'updated', before: booking, after: written },
        });
        continue;
      }
      const after = { ...booking, status: item.status };
      const { write, ...verdict } =
        booking.status === item.status
          ? { blocked: false, outcome: 'skipped' as const, write: false }
          : await verdictOf(booking.organizationId, problemCountOf(unnamed.get(booking.id)));
      if (write) updated.push(after);
      runs.push({
        index,
        operation: 'update',
        bookingId: booking.id,
        before,
        after: snapshotOf(after),
        // Named, and the refusal's message made from them, once the transaction is over.
        problems: NO_PROBLEMS,
        ...verdict,
        error: null,
        written: write ? { bookingId: booking.id, reason: 'updated', before: booking, after } : null,
      });
    }

    const rewritten = new Map(
      (await deps.bookings.replaceMany(trx, updated, [])).map((record) => [record.id, record]),
    );
    await deps.bookings.deleteMany(trx, deleted);
    return {
      runs: runs.map((itemRun) => {
        const after = itemRun.written && rewritten.get(itemRun.written.bookingId);
        return after && itemRun.written ? { ...itemRun, written: { ...itemRun.written, after } } : itemRun;
      }),
      unnamed,
    };
  }

  /** The runs with the status changes' problems named as the actor reads them (outside the transaction). */
  async function named(actor: Actor, { runs, unnamed }: ItemRuns): Promise<ItemRun[]> {
    if (unnamed.size === 0) return runs;
    const problemsOf = await problemDtosOf(deps.organizations, actor, unnamed);
    return runs.map((itemRun) => {
      const problems = itemRun.operation === 'update' ? problemsOf.get(itemRun.bookingId ?? 0) : undefined;
      if (!problems) return itemRun;
      return {
        ...itemRun,
        problems,
        error: itemRun.outcome === 'failed' ? blockedMessageOf(problems) : itemRun.error,
      };
    });
  }

  return { run, named };
}

export type ChangeSetItems = ReturnType<typeof createChangeSetItems>;

/** The written items as the change set records them, in the action's order. */
export function recordedItemsOf(runs: readonly ItemRun[]): ChangeSetItemRecord[] {
  return runs.flatMap((itemRun) =>
    itemRun.written
      ? [{ bookingId: itemRun.written.bookingId, before: itemRun.before, after: itemRun.after }]
      : [],
  );
}

/** The written items as the performers' notices see them. */
export function writeOutcomesOf(runs: readonly ItemRun[]): BookingWriteOutcome[] {
  return runs.flatMap((itemRun) => (itemRun.written ? [itemRun.written] : []));
}
