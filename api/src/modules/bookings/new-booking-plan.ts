import type { BookingCreateInput, PerformerDto } from '../../contract';
import type { Actor } from '../../platform/http';
import { problemReaderOf, type ProblemReader } from './availability-problems';
import { bookableOrganizationOf, performerNamesOf } from './booking-write-checks';
import type { BookingFields, OrganizationDirectory, PerformerRef } from './bookings.types';
import { assertEnsembleFits, requestedPerformersOfText, resolvePerformers } from './performer-selection';

/** A booking about to be inserted: its fields, its author, its organization and its performers. */
export interface NewBooking extends BookingFields {
  userId: number;
  organizationId: number | null;
  performers: PerformerRef[];
}

/** A checked create: the booking to insert, the performers it names and who reads its problems. */
export interface NewBookingPlan {
  booking: NewBooking;
  performers: ReadonlyMap<number, PerformerDto>;
  reader: ProblemReader;
}

/** The stored fields a create asks for. */
export function bookingFieldsOf(input: BookingCreateInput): BookingFields {
  return {
    title: input.title,
    date: input.date,
    time: input.time,
    duration: input.duration,
    notes: input.notes,
    department: input.department,
    ensemble: input.ensemble,
    status: input.status,
  };
}

/**
 * The checks of POST /api/bookings before anything is written (a recurring create runs them once for
 * all its dates): the organization (the one asked for, else the writer's own; 404 unknown, 400 the
 * provider or a department not its own), performers of the provider only, no more than the
 * ensemble holds. The author is whoever is signed in; a userId in the body is ignored (docs/ARCHITECTURE.md
 * section 7).
 */
export async function planNewBooking(
  organizations: OrganizationDirectory,
  actor: Actor,
  input: BookingCreateInput,
): Promise<NewBookingPlan> {
  const organizationId = await bookableOrganizationOf(
    organizations,
    actor,
    input.organizationId,
    input.department,
  );
  const selection = await resolvePerformers(
    organizations,
    requestedPerformersOfText(input.performerData),
    'performerData',
  );
  assertEnsembleFits(input.ensemble, selection.refs, 'performerData');
  return {
    booking: {
      ...bookingFieldsOf(input),
      userId: actor.userId,
      organizationId,
      performers: selection.refs,
    },
    performers: selection.performers,
    reader: problemReaderOf(actor, performerNamesOf(selection.performers)),
  };
}
