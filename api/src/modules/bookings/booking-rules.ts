import type { Knex } from 'knex';
import { BOOKING_ERROR_MESSAGES, type PerformerDto } from '../../contract';
import { NotFoundError, ValidationError } from '../../platform/errors';
import { type Actor, type WriteContext } from '../../platform/http';
import { auditOfInsertedRows, type TelemetryFacade, type WrittenRowAudit } from '../telemetry';
import { maySeeOrganization } from '../identity';
import type { BookingRepository } from './bookings.repository';
import type { BookingFields, BookingRecord, OrganizationDirectory, PerformerRef } from './bookings.types';

/**
 * The organization a new booking belongs to: the one asked for, otherwise the writer's own
 * (SPEC.md section 6). It must exist (404 like any unknown id) and must not be the provider, and the
 * booking's department, when it has one, must be one of its departments (400, after the 404). One
 * directory call answers both: a booking create pays one round trip for them, not two.
 */
export async function bookableOrganizationOf(
  directory: OrganizationDirectory,
  actor: Actor,
  requested: number | null,
  department: string | null | undefined,
): Promise<number> {
  const organizationId = requested ?? actor.organizationId;
  const invalid = (message: string) => new ValidationError([{ path: 'organizationId', message }]);
  if (organizationId === null) throw invalid(BOOKING_ERROR_MESSAGES.organizationRequired);
  const organization = await directory.findOrganizationDepartments(organizationId);
  if (!organization) throw new NotFoundError();
  if (organization.kind === 'provider') throw invalid(BOOKING_ERROR_MESSAGES.organizationNotBookable);
  assertDepartmentAmong(organization.departmentNames, department);
  return organizationId;
}

function assertDepartmentAmong(names: readonly string[], department: string | null | undefined): void {
  if (department === null || department === undefined || names.includes(department)) return;
  throw new ValidationError([
    { path: 'department', message: BOOKING_ERROR_MESSAGES.departmentNotInOrganization },
  ]);
}

/** A booking's department, when it has one, is one of its organization's departments. */
export async function assertDepartmentOf(
  directory: OrganizationDirectory,
  organizationId: number | null,
  department: string | null | undefined,
): Promise<void> {
  if (department === null || department === undefined) return;
  const names = organizationId === null ? [] : await directory.listDepartmentNames(organizationId);
  assertDepartmentAmong(names, department);
}

/** The booking if the actor may see it; 404 for a missing one and for another tenant's alike. */
export async function findVisibleBooking(
  bookings: BookingRepository,
  actor: Actor,
  id: number,
): Promise<BookingRecord> {
  const booking = await bookings.findById(id);
  if (!booking || !maySeeOrganization(actor, booking.organizationId)) throw new NotFoundError();
  return booking;
}

export function performerNamesOf(performers: ReadonlyMap<number, PerformerDto>): Map<number, string> {
  return new Map([...performers].map(([id, performer]) => [id, performer.name]));
}

/** The audited values of a booking (stored, or about to be). */
export function auditFieldsOf(
  booking: BookingFields & { organizationId: number | null; performers: readonly PerformerRef[] },
): Record<string, unknown> {
  return {
    title: booking.title,
    date: booking.date,
    time: booking.time,
    duration: booking.duration,
    notes: booking.notes,
    department: booking.department,
    ensemble: booking.ensemble,
    status: booking.status,
    organizationId: booking.organizationId,
    performers: booking.performers,
  };
}

/** Old and new values of the fields that changed. */
export function changedAuditFields(
  before: BookingRecord,
  after: BookingRecord,
): { old: Record<string, unknown>; new: Record<string, unknown> } {
  const oldFields = auditFieldsOf(before);
  const newFields = auditFieldsOf(after);
  const changed = Object.keys(newFields).filter(
    (key) => JSON.stringify(oldFields[key]) !== JSON.stringify(newFields[key]),
  );
  return {
    old: Object.fromEntries(changed.map((key) => [key, oldFields[key]])),
    new: Object.fromEntries(changed.map((key) => [key, newFields[key]])),
  };
}

type BookingAuditAction = 'booking_created' | 'booking_updated' | 'booking_deleted';

/** The audit row of a booking insert, written by the insert's own statement (the id is the new row's). */
export function bookingCreatedAudit(
  context: WriteContext,
  organizationId: number | null,
  details: Record<string, unknown>,
): WrittenRowAudit {
  return auditOfInsertedRows(context, {
    action: 'booking_created',
    resource: 'booking',
    organizationId,
    details,
  });
}

/** An audit row of a booking write, in the write's transaction: no booking change without its row. */
export function auditBooking(
  telemetry: TelemetryFacade,
  trx: Knex.Transaction,
  context: WriteContext,
  action: Exclude<BookingAuditAction, 'booking_created'>,
  booking: BookingRecord,
  details: Record<string, unknown>,
): Promise<void> {
  return telemetry.auditWrite(trx, context, {
    action,
    resource: 'booking',
    resourceId: booking.id,
    organizationId: booking.organizationId,
    details,
  });
}
