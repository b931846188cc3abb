import type { Knex } from 'knex';
import {
  DEPARTMENT_MESSAGES,
  departmentMigrationRequiredMessage,
  mayOpenScreen,
  ORG_MESSAGES,
  type DepartmentDeletedDto,
  type DepartmentDto,
  type DepartmentSummaryDto,
  type DepartmentInput,
  type DepartmentUpdateInput,
} from '../../contract';
import { BadRequestError, classifyDatabaseError, ConflictError, NotFoundError } from '../../platform/errors';
import { type Actor, type WriteContext } from '../../platform/http';
import type { DepartmentBookings } from './department-bookings.port';
import { assertOrganizationVisible, type DepartmentMembership } from '../identity';
import { auditWritesOf, type TelemetryFacade } from '../telemetry';
import type { DepartmentRepository, DepartmentRow } from './department.repository';
import type { OrganizationRepository } from './organization.repository';

export interface DepartmentServiceDeps {
  knex: Knex;
  departments: DepartmentRepository;
  organizations: OrganizationRepository;
  bookings: DepartmentBookings;
  departmentMembers: DepartmentMembership;
  telemetry: TelemetryFacade;
}

/** Two admins saving the same name at once: the unique index decides, with the spec's text. */
async function nameTakenOnUniqueViolation<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (classifyDatabaseError(error) === 'unique-violation')
      throw new ConflictError(ORG_MESSAGES.departmentNameTaken);
    throw error;
  }
}

export function createDepartmentService(deps: DepartmentServiceDeps) {
  /** An organization the actor may see and that exists: another tenant's is 404 like a missing one. */
  async function assertOrganizationExists(actor: Actor, organizationId: number): Promise<void> {
    assertOrganizationVisible(actor, organizationId);
    if (!(await deps.organizations.findSummary(organizationId))) throw new NotFoundError();
  }

  async function findVisibleDepartment(actor: Actor, id: number): Promise<DepartmentRow> {
    const department = await deps.departments.findById(id);
    if (!department) throw new NotFoundError();
    assertOrganizationVisible(actor, department.organizationId);
    return department;
  }

  async function assertNameFree(organizationId: number, name: string): Promise<void> {
    if (await deps.departments.findByName(organizationId, name))
      throw new ConflictError(ORG_MESSAGES.departmentNameTaken);
  }

  /** A department as its writes answer it: with its bookings' and users' counts. */
  async function withCounts(department: DepartmentRow): Promise<DepartmentDto> {
    const { organizationId, name } = department;
    const [bookingCount, userCount] = await Promise.all([
      deps.bookings.countByDepartment(organizationId, name),
      deps.departmentMembers.countMembers(organizationId, name, deps.knex),
    ]);
    return { ...department, bookingCount, userCount };
  }

  const audit = auditWritesOf(deps.telemetry, 'department');

  /**
   * The organization's departments, 404 when it does not exist: as assertOrganizationExists, with the
   * organization's existence read together with its departments (the caller has checked it may see it).
   */
  async function listed(organizationId: number, withUserCounts: boolean) {
    const departments = await deps.departments.listOfOrganization(organizationId, { withUserCounts });
    if (!departments) throw new NotFoundError();
    return departments;
  }

  return {
    /** The departments alone, one statement: what the calendar needs of them (names and colours). */
    async listSummariesForOrganization(
      actor: Actor,
      organizationId: number,
    ): Promise<DepartmentSummaryDto[]> {
      assertOrganizationVisible(actor, organizationId);
      return listed(organizationId, false);
    },

    /**
     * The department cards: booking counts come from one grouped query, not one query per department;
     * users' counts, for the roles that manage departments, with the departments themselves.
     */
    async listForOrganization(actor: Actor, organizationId: number): Promise<DepartmentDto[]> {
      assertOrganizationVisible(actor, organizationId);
      const [departments, counts] = await Promise.all([
        listed(organizationId, mayOpenScreen('departments', actor.role)),
        deps.bookings.countPerDepartment(organizationId),
      ]);
      return departments.map((department) => ({
        ...department,
        bookingCount: counts.get(department.name) ?? 0,
      }));
    },

    async create(context: WriteContext, input: DepartmentInput): Promise<DepartmentDto> {
      await assertOrganizationExists(context.actor, input.organizationId);
      await assertNameFree(input.organizationId, input.name);
      const created = await nameTakenOnUniqueViolation(() =>
        deps.knex.transaction(async (trx) => {
          const row = await deps.departments.insert(
            { name: input.name, color: input.color ?? null, organizationId: input.organizationId },
            trx,
          );
          await audit(trx, context, 'department_created', row, { new: { name: row.name, color: row.color } });
          return row;
        }),
      );
      return withCounts(created);
    },

    /**
     * A rename carries the organization's bookings and users to the new name in its own statement (the
     * database's foreign key cascades it); the bookings are stamped as changed in the same transaction.
     */
    async update(context: WriteContext, id: number, input: DepartmentUpdateInput): Promise<DepartmentDto> {
      const existing = await findVisibleDepartment(context.actor, id);
      const renamed = input.name !== undefined && input.name !== existing.name;
      if (renamed) await assertNameFree(existing.organizationId, input.name ?? '');
      const updated = await nameTakenOnUniqueViolation(() =>
        deps.knex.transaction(async (trx) => {
          const row = await deps.departments.update(
            id,
            {
              ...(input.name !== undefined ? { name: input.name } : {}),
              ...(input.color !== undefined ? { color: input.color } : {}),
            },
            trx,
          );
          if (renamed) await deps.bookings.stampRenamedBookings(row.organizationId, row.name, trx);
          await audit(trx, context, 'department_updated', row, {
            old: { name: existing.name, color: existing.color },
            new: { name: row.name, color: row.color },
          });
          return row;
        }),
      );
      return withCounts(updated);
    },

    /**
     * Bookings and users under the department must go somewhere first: without a target the delete is
     * refused; with one, they move and the department goes in one transaction. The department and the
     * target stay locked from their check to the commit, so nothing is filed under the department
     * meanwhile, and of two deletes migrating into each other the second finds its target gone.
     */
    async delete(
      context: WriteContext,
      id: number,
      migrateTo: string | undefined,
    ): Promise<DepartmentDeletedDto> {
      const existing = await findVisibleDepartment(context.actor, id);
      const target = migrateTo ? await deps.departments.findByName(existing.organizationId, migrateTo) : null;
      if (migrateTo && (!target || target.id === existing.id))
        throw new BadRequestError(ORG_MESSAGES.migrationTargetInvalid);

      return deps.knex.transaction(async (trx) => {
        const locked = await deps.departments.lockForDelete(target ? [id, target.id] : [id], trx);
        // Read again under the lock: either may have been renamed or deleted since the checks above.
        const department = locked.find((row) => row.id === id);
        if (!department) throw new NotFoundError();
        const destination = target ? locked.find((row) => row.id === target.id) : undefined;
        if (target && !destination) throw new ConflictError(DEPARTMENT_MESSAGES.migrationTargetGone);

        const { organizationId, name } = department;
        if (!destination) {
          const bookingCount = await deps.bookings.countByDepartment(organizationId, name, trx);
          const userCount = await deps.departmentMembers.countMembers(organizationId, name, trx);
          if (bookingCount > 0 || userCount > 0)
            throw new ConflictError(departmentMigrationRequiredMessage(bookingCount, userCount));
        }
        // The moved bookings are one change set (by this user); this deletion's audit row names it.
        const migration = destination
          ? await deps.bookings.moveDepartmentBookings(context, organizationId, name, destination.name, trx)
          : null;
        const deleted = destination
          ? {
              migratedBookings: migration?.moved ?? 0,
              migratedUsers: await deps.departmentMembers.moveMembers(
                organizationId,
                name,
                destination.name,
                trx,
              ),
              migratedTo: destination.name,
            }
          : { migratedBookings: 0, migratedUsers: 0, migratedTo: null };
        await deps.departments.delete(id, trx);
        await audit(trx, context, 'department_deleted', department, {
          old: { name, color: department.color },
          ...deleted,
          ...(migration?.changeSetId ? { changeSetId: migration.changeSetId } : {}),
        });
        return deleted;
      });
    },
  };
}

export type DepartmentService = ReturnType<typeof createDepartmentService>;
