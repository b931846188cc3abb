import { BOOKING_ERROR_MESSAGES, isProviderOrganization, type PerformerDto } from '../../contract';
import { NotFoundError, ValidationError, violatedConstraintOf } from '../../platform/errors';
import type { Actor } from '../../platform/http';
import { maySeeOrganization } from '../identity';
import type { BookingRepository } from './bookings.repository';
import type { BookingRecord, OrganizationDirectory } from './bookings.types';

/**
 * The organization a new booking belongs to: the one asked for, otherwise the writer's own
 * (docs/PRODUCT.md section 6). It must exist (404 like any unknown id) and must not be the provider, and the
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
  if (isProviderOrganization(organization)) throw invalid(BOOKING_ERROR_MESSAGES.organizationNotBookable);
  assertDepartmentAmong(organization.departmentNames, department);
  return organizationId;
}

function departmentNotInOrganization(): ValidationError {
  return new ValidationError([
    { path: 'department', message: BOOKING_ERROR_MESSAGES.departmentNotInOrganization },
  ]);
}

function assertDepartmentAmong(names: readonly string[], department: string | null | undefined): void {
  if (department === null || department === undefined || names.includes(department)) return;
  throw departmentNotInOrganization();
}

/**
 * The foreign key from a booking to its organization's department (org's migration
 * `20250601001900_org_department_references`, the modules README's "Department references").
 */
const DEPARTMENT_REFERENCE = 'bookings_department_reference';

/**
 * For a booking write's `.catch()`, after its department was checked: a department deleted or
 * renamed between that check and the write's statement is refused by the foreign key, and the
 * caller gets the check's own answer (400 on `department`), as if the write had come a moment
 * later. Any other error passes through.
 */
export function refuseVanishedDepartment(error: unknown): never {
  if (violatedConstraintOf(error) === DEPARTMENT_REFERENCE) throw departmentNotInOrganization();
  throw error;
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
