import type { Knex } from 'knex';
import {
  BOOKING_ERROR_MESSAGES,
  bookingDuplicatedMessage,
  type BookingDuplicateDto,
  type BookingDuplicateInput,
  type BookedProblemDto,
} from '../../contract';
import { ValidationError } from '../../platform/errors';
import type { TelemetryFacade } from '../telemetry';
import { problemReaderOf } from './availability-problems';
import type { AvailabilityRule } from './availability-rule';
import { toBookingDto } from './booking-dto';
import { auditFieldsOf, bookingCreatedAudit } from './booking-audit';
import {
  assertDepartmentOf,
  findVisibleBooking,
  performerNamesOf,
  refuseVanishedDepartment,
} from './booking-write-checks';
import type { BookingRepository } from './bookings.repository';
import type { BookingRecord, OrganizationDirectory, PerformerRef } from './bookings.types';
import { noticeChangesOf } from './performer-notices';
import type { PerformerNoticeRepository } from './performer-notices.repository';
import { assertEnsembleFits, requestedPerformersOf, resolvePerformers } from './performer-selection';
import { type WriteContext } from '../../platform/http';

export interface BookingDuplicateServiceDeps {
  knex: Knex;
  bookings: BookingRepository;
  organizations: OrganizationDirectory;
  availabilityRule: AvailabilityRule;
  telemetry: TelemetryFacade;
  /** Where the copies record what their performers are to hear (in the copies' transaction). */
  notices: PerformerNoticeRepository;
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

/**
 * Copies a booking to other dates (SPEC.md sections 4 and 7): quick copies keep everything but the
 * date; advanced ones override title, time, duration, department, ensemble (null: no ensemble) and
 * notes where given. A copy without performers is pending, otherwise confirmed. Every copy of one
 * request is written in one transaction under the availability rule: each copy's performers are
 * checked against the stored bookings and the copies before it, and every copy against its
 * performers' unavailable periods and the venue's closures.
 */
export function createBookingDuplicateService(deps: BookingDuplicateServiceDeps) {
  return {
    async duplicate(
      context: WriteContext,
      id: number,
      input: BookingDuplicateInput,
    ): Promise<BookingDuplicateDto> {
      const original = await findVisibleBooking(deps.bookings, context.actor, id);
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
      const reader = problemReaderOf(context.actor, performerNamesOf(selection.performers));
      const rule = deps.availabilityRule;
      const template = {
        title: input.title ?? original.title,
        time: input.time ?? original.time,
        duration: input.duration ?? original.duration,
        notes: input.notes === undefined ? original.notes : input.notes,
        department: input.department === undefined ? original.department : input.department,
        ensemble,
        status: refs.length === 0 ? ('pending' as const) : ('confirmed' as const),
        userId: context.actor.userId,
        organizationId: original.organizationId,
        performers: refs,
      };

      const written = await deps.knex
        .transaction(async (trx) => {
          await rule.lockPerformers(
            trx,
            refs.map((ref) => ref.performerId),
          );
          const copies: BookingRecord[] = [];
          const booked: BookedProblemDto[] = [];
          for (const date of distinctDates(input.targetDates)) {
            const fields = { ...template, date };
            const audit = bookingCreatedAudit(context, fields.organizationId, {
              new: auditFieldsOf(fields),
              duplicatedFrom: original.id,
            });
            const copy = await deps.bookings.insert(trx, fields, audit);
            copies.push(copy);
            booked.push(...(await rule.bookedOf(trx, copy, reader)));
          }
          const conflicts = [...booked, ...(await rule.unavailableOrClosedOf(trx, copies, reader))];
          await rule.enforce(trx, original.organizationId, conflicts);
          await deps.notices.record(
            trx,
            noticeChangesOf(
              input.notifyPerformers,
              copies.map((copy) => ({ bookingId: copy.id, reason: 'duplicated', before: null, after: copy })),
            ),
          );
          return { copies, conflicts };
        })
        .catch(refuseVanishedDepartment);
      deps.onCommitted();
      return {
        message: bookingDuplicatedMessage(written.copies.length),
        bookings: written.copies.map((copy) => toBookingDto(copy, selection.performers)),
        conflicts: written.conflicts,
      };
    },
  };
}

export type BookingDuplicateService = ReturnType<typeof createBookingDuplicateService>;
