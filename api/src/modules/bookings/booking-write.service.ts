import type { Knex } from 'knex';
import type {
  BookingCreateInput,
  BookingUpdateInput,
  BookingWriteDto,
  NotifyPerformers,
} from '../../contract';
import { NotFoundError } from '../../platform/errors';
import type { ExpectedVersion, WriteContext } from '../../platform/http';
import { maySeeOrganization } from '../identity';
import { bookableDepartmentCondition } from '../org';
import { problemReaderOf } from './availability-problems';
import type { AvailabilityRule, CheckedBooking } from './availability-rule';
import { toBookingDto } from './booking-dto';
import { snapshotOf } from './booking-snapshot';
import { assertDepartmentOf, performerNamesOf, refuseVanishedDepartment } from './booking-write-checks';
import { bookingTagOf } from './booking-entity-tag';
import { assertAsExpected, refuseStaleBooking } from './booking-stale-write';
import type { BookingRepository } from './bookings.repository';
import type { BookingFields, OrganizationDirectory, PerformerRef } from './bookings.types';
import { editKindOf } from './booking-edit-kind';
import type { BookingChangeRecorder } from './booking-change-recorder';
import { bookingFieldsOf, planNewBooking } from './new-booking-plan';
import type { PerformerNoticeLog } from './performer-notice-log';
import { assertEnsembleFits, requestedPerformersOfText, resolvePerformers } from './performer-selection';

export interface BookingWriteServiceDeps {
  knex: Knex;
  bookings: BookingRepository;
  organizations: OrganizationDirectory;
  availabilityRule: AvailabilityRule;
  /** Records each write as a change set of one booking, with its one audit row. */
  recorder: BookingChangeRecorder;
  /** Where a write records what its performers are to hear (in the write's transaction). */
  notices: PerformerNoticeLog;
  /** Called after a write has committed (the public schedule's answers are then out of date). */
  onCommitted(): void;
}

/** The fields whose change can put a performer in two places at once, or the booking in a closed venue. */
const AVAILABILITY_FIELDS = ['date', 'time', 'duration', 'status', 'department'] as const;
const EDITABLE_FIELDS = [
  'title',
  'date',
  'time',
  'duration',
  'notes',
  'department',
  'ensemble',
  'status',
] as const;

function sameRefs(left: readonly PerformerRef[], right: readonly PerformerRef[]): boolean {
  return JSON.stringify(left) === JSON.stringify(right);
}

/** The fields of the update that differ from the stored booking. */
function changedFields(current: BookingFields, input: BookingUpdateInput): Partial<BookingFields> {
  const changes: Partial<BookingFields> = {};
  for (const field of EDITABLE_FIELDS) {
    const value = input[field];
    if (value !== undefined && value !== current[field]) Object.assign(changes, { [field]: value });
  }
  return changes;
}

/**
 * Creating, editing (full edit, move, status change) and deleting bookings. Only owners and super
 * admins get here (the routes' policy). Each write, its availability rule and the change set that
 * records it (with its one audit row) share one transaction.
 */
export function createBookingWriteService(deps: BookingWriteServiceDeps) {
  const { availabilityRule: rule, recorder } = deps;
  const refuseStale = refuseStaleBooking(deps.organizations);

  /**
   * The common create, a booking without performers: its organization, its department and its
   * venue's closures are checked by the insert's own statement, so a valid one is that statement
   * after the session. Null when the statement wrote nothing (or performers are named): the full
   * checks then run and answer as they always have, the 400 or 404 of a bad organization or
   * department first, then the closure under the organization's policy.
   */
  async function createdWithoutPerformers(
    context: WriteContext,
    input: BookingCreateInput,
  ): Promise<BookingWriteDto | null> {
    const organizationId = input.organizationId ?? context.actor.organizationId;
    if (organizationId === null || requestedPerformersOfText(input.performerData).length > 0) return null;
    const booking = { ...bookingFieldsOf(input), userId: context.actor.userId, organizationId };
    const unplayed = { ...booking, id: null, performers: [] };
    const inserted = await deps.bookings
      .insertGuarded(deps.knex, booking, recorder.createdBooking(context, snapshotOf(unplayed)), {
        guard: bookableDepartmentCondition(organizationId, input.department),
        blockers: rule.closuresOfUnplayed(deps.knex, unplayed),
      })
      .catch(refuseVanishedDepartment);
    if (inserted === null) return null;
    deps.onCommitted();
    return { ...toBookingDto(inserted, new Map()), conflicts: [] };
  }

  return {
    async create(context: WriteContext, input: BookingCreateInput): Promise<BookingWriteDto> {
      const created = await createdWithoutPerformers(context, input);
      if (created !== null) return created;
      const plan = await planNewBooking(deps.organizations, context.actor, input);
      const { booking: newBooking, reader } = plan;
      // The change set of the create and its audit row are written by the insert's own statement.
      const recorded = recorder.createdBooking(context, snapshotOf(newBooking));

      /**
       * The create's problems under the availability rule (`checked` is the booking, written or not:
       * never among those it collides with), judged by its organization's policy (409 under 'block').
       */
      const judged = async (db: Knex, checked: CheckedBooking) => {
        const conflicts = await rule.problemsOf(db, checked, reader);
        await rule.enforce(db, newBooking.organizationId, conflicts);
        return conflicts;
      };
      const inserted = (db: Knex) => deps.bookings.insert(db, newBooking, recorded);
      // Without performers there is nothing to lock, no other booking to collide with and nobody to
      // tell: only the venue's closures count (a transaction would read them no differently), judged
      // before the insert, whose one statement (with its change set and audit row) is atomic on its
      // own. With performers, the same checks run in the transaction that holds their locks, after
      // the insert, which a refusal rolls back.
      const written = await (
        newBooking.performers.length === 0
          ? judged(deps.knex, { ...newBooking, id: null }).then(async (conflicts) => ({
              conflicts,
              booking: await inserted(deps.knex),
            }))
          : deps.knex.transaction(async (trx) => {
              await rule.lockPerformers(
                trx,
                newBooking.performers.map((ref) => ref.performerId),
              );
              const booking = await inserted(trx);
              const conflicts = await judged(trx, booking);
              await deps.notices.record(trx, input.notifyPerformers, [
                { bookingId: booking.id, reason: 'created', before: null, after: booking },
              ]);
              return { booking, conflicts };
            })
      ).catch(refuseVanishedDepartment);
      deps.onCommitted();
      return { ...toBookingDto(written.booking, plan.performers), conflicts: written.conflicts };
    },

    /**
     * An edit. With `expected` (the request's If-Match) it is made only on the booking its writer saw:
     * compared once the booking is locked, and a 412 with nothing written otherwise. The answer's tag
     * is the booking's as the edit left it.
     */
    async update(
      context: WriteContext,
      id: number,
      input: BookingUpdateInput,
      expected: ExpectedVersion = null,
    ): Promise<{ booking: BookingWriteDto; tag: string }> {
      const existing = await deps.bookings.findById(id);
      if (!existing || !maySeeOrganization(context.actor, existing.organizationId)) {
        if (!existing) await assertAsExpected(deps.knex, recorder, expected, id, null).catch(refuseStale);
        throw new NotFoundError();
      }
      await assertDepartmentOf(deps.organizations, existing.organizationId, input.department);
      const requested =
        input.performerData === undefined ? undefined : requestedPerformersOfText(input.performerData);
      const selection = await resolvePerformers(
        deps.organizations,
        requested ?? [],
        'performerData',
        requested === undefined ? existing.performers.map((ref) => ref.performerId) : [],
      );
      const newRefs = requested === undefined ? undefined : selection.refs;
      if (input.performerData !== undefined || input.ensemble !== undefined)
        assertEnsembleFits(
          input.ensemble === undefined ? existing.ensemble : input.ensemble,
          newRefs ?? existing.performers,
          'performerData',
        );
      const reader = problemReaderOf(context.actor, performerNamesOf(selection.performers));
      // A move, a status change, another venue or new performers: the availability rule runs again.
      const recheck =
        newRefs !== undefined || AVAILABILITY_FIELDS.some((field) => input[field] !== undefined);

      const written = await deps.knex
        .transaction(async (trx) => {
          const current = await deps.bookings.findForUpdate(trx, id);
          // Another tenant's booking is a 404 whatever its writer sent, never a 412 that shows it.
          if (current && !maySeeOrganization(context.actor, current.organizationId))
            throw new NotFoundError();
          await assertAsExpected(trx, recorder, expected, id, current);
          if (!current) throw new NotFoundError();
          const finalRefs = newRefs ?? current.performers;
          if (recheck)
            await rule.lockPerformers(
              trx,
              finalRefs.map((ref) => ref.performerId),
            );
          const changes = changedFields(current, input);
          const performersChanged = newRefs !== undefined && !sameRefs(newRefs, current.performers);
          const nothingChanged = Object.keys(changes).length === 0 && !performersChanged;
          const booking = nothingChanged
            ? current
            : await deps.bookings.update(
                trx,
                id,
                changes,
                performersChanged ? newRefs : undefined,
                current.performers,
              );
          const conflicts = recheck ? await rule.problemsOf(trx, booking, reader) : [];
          await rule.enforce(trx, current.organizationId, conflicts);
          if (!nothingChanged) {
            const item = { bookingId: id, before: snapshotOf(current), after: snapshotOf(booking) };
            await recorder.record(trx, context, { kind: editKindOf(item.before, item.after) }, [item]);
            await deps.notices.record(trx, input.notifyPerformers, [
              { bookingId: id, reason: 'updated', before: current, after: booking },
            ]);
          }
          return { booking, conflicts };
        })
        .catch(refuseStale)
        .catch(refuseVanishedDepartment);
      deps.onCommitted();
      return {
        booking: { ...toBookingDto(written.booking, selection.performers), conflicts: written.conflicts },
        tag: bookingTagOf(written.booking),
      };
    },

    /** A delete; with `expected` (If-Match) only of the booking its writer saw, like an edit. */
    async delete(
      context: WriteContext,
      id: number,
      notifyPerformers: NotifyPerformers | undefined,
      expected: ExpectedVersion = null,
    ): Promise<void> {
      await deps.knex
        .transaction(async (trx) => {
          const current = await deps.bookings.findForUpdate(trx, id);
          if (current && !maySeeOrganization(context.actor, current.organizationId))
            throw new NotFoundError();
          await assertAsExpected(trx, recorder, expected, id, current);
          if (!current) throw new NotFoundError();
          await deps.bookings.delete(trx, id);
          await recorder.record(trx, context, { kind: 'delete' }, [
            { bookingId: id, before: snapshotOf(current), after: null },
          ]);
          await deps.notices.record(trx, notifyPerformers, [
            { bookingId: id, reason: 'deleted', before: current, after: null },
          ]);
        })
        .catch(refuseStale);
      deps.onCommitted();
    },
  };
}

export type BookingWriteService = ReturnType<typeof createBookingWriteService>;
