import type { Knex } from 'knex';
import {
  DEPARTMENT_MESSAGES,
  departmentMigrationRequiredMessage,
  mayOpenScreen,
  ORG_MESSAGES,
  worksAcrossOrganizations,
  type DepartmentDeletedDto,
  type DepartmentDto,
  type DepartmentSummaryDto,
  type DepartmentInput,
  type DepartmentUpdateInput,
} from '../../contract';
import {
  BadRequestError,
  classifyDatabaseError,
  ConflictError,
  NotFoundError,
  StaleWriteError,
} from '../../platform/errors';
import { isExpectedVersion, type Actor, type ExpectedVersion, type WriteContext } from '../../platform/http';
import type { DepartmentBookings } from './department-bookings.port';
import { assertOrganizationVisible, type DepartmentMembership } from '../identity';
import { auditWritesOf, type TelemetryFacade } from '../telemetry';
import type { DepartmentRepository, DepartmentRow } from './department.repository';
import { departmentTagOf } from './entity-tags';
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

/**
 * Thrown inside a write's transaction, which it rolls back, when the locked department (null: gone) is
 * not the version the writer saw. The 412's counts are read once the transaction is over.
 */
class StaleDepartment extends Error {
  constructor(readonly current: DepartmentRow | null) {
    super('the department is not the version the writer saw');
  }
}

/** Refuses the write (StaleDepartment) unless the department as it is now is what the writer saw. */
function assertExpected(expected: ExpectedVersion, current: DepartmentRow | null): DepartmentRow | null {
  if (!isExpectedVersion(expected, current === null ? null : departmentTagOf(current)))
    throw new StaleDepartment(current);
  return current;
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

  /**
   * The department a write names. With If-Match, one that is gone was deleted since the writer read
   * it: a stale write, not a 404.
   */
  async function findWrittenDepartment(
    actor: Actor,
    id: number,
    expected: ExpectedVersion,
  ): Promise<DepartmentRow> {
    const department = await deps.departments.findById(id);
    if (!department) throw expected === null ? new NotFoundError() : await staleWrite(actor, id, null);
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

  /** The 412 of a write made from another version: the department as its writers read it, or null. */
  async function staleWrite(
    actor: Actor,
    id: number,
    current: DepartmentRow | null,
  ): Promise<StaleWriteError> {
    if (current !== null)
      return new StaleWriteError(await withCounts(current), departmentTagOf(current), {
        resource: 'department',
        resourceId: id,
      });
    // A deleted department's organization is gone with it, so whether its deleter is someone the actor
    // may see cannot be told: only those who see every organization are told who deleted it.
    return new StaleWriteError(
      null,
      null,
      worksAcrossOrganizations(actor.role)
        ? { resource: 'department', resourceId: id }
        : { changedBy: null, changedAt: null },
    );
  }

  /** The write's answer, or its 412 when its transaction found the department changed or gone. */
  async function answeringStale<T>(actor: Actor, id: number, write: Promise<T>): Promise<T> {
    try {
      return await write;
    } catch (error) {
      if (error instanceof StaleDepartment) throw await staleWrite(actor, id, error.current);
      throw error;
    }
  }

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
    /**
     * One department as its card shows it (users' count for the roles that manage departments, as the
     * list): another tenant's is 404 like a missing one.
     */
    async find(actor: Actor, id: number): Promise<DepartmentDto> {
      const department = await findVisibleDepartment(actor, id);
      if (mayOpenScreen('departments', actor.role)) return withCounts(department);
      const bookingCount = await deps.bookings.countByDepartment(department.organizationId, department.name);
      return { ...department, bookingCount };
    },

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
     * With If-Match, the department is compared locked, so a write from another version changes nothing.
     */
    async update(
      context: WriteContext,
      id: number,
      input: DepartmentUpdateInput,
      expected: ExpectedVersion,
    ): Promise<DepartmentDto> {
      const existing = await findWrittenDepartment(context.actor, id, expected);
      if (input.name !== undefined && input.name !== existing.name)
        await assertNameFree(existing.organizationId, input.name);
      const updated = nameTakenOnUniqueViolation(() =>
        deps.knex.transaction(async (trx) => {
          const before =
            expected === null
              ? existing
              : assertExpected(expected, await deps.departments.lockForWrite(id, trx));
          if (before === null) throw new NotFoundError();
          const renamed = input.name !== undefined && input.name !== before.name;
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
            old: { name: before.name, color: before.color },
            new: { name: row.name, color: row.color },
          });
          return row;
        }),
      );
      return withCounts(await answeringStale(context.actor, id, updated));
    },

    /**
     * Bookings and users under the department must go somewhere first: without a target the delete is
     * refused; with one, they move and the department goes in one transaction. The department and the
     * target stay locked from their check to the commit, so nothing is filed under the department
     * meanwhile, and of two deletes migrating into each other the second finds its target gone. With
     * If-Match, the locked department must be the version the writer saw.
     */
    async delete(
      context: WriteContext,
      id: number,
      migrateTo: string | undefined,
      expected: ExpectedVersion,
    ): Promise<DepartmentDeletedDto> {
      const existing = await findWrittenDepartment(context.actor, id, expected);
      const target = migrateTo ? await deps.departments.findByName(existing.organizationId, migrateTo) : null;
      if (migrateTo && (!target || target.id === existing.id))
        throw new BadRequestError(ORG_MESSAGES.migrationTargetInvalid);

      const deleted = deps.knex.transaction(async (trx) => {
        const locked = await deps.departments.lockForDelete(target ? [id, target.id] : [id], trx);
        // Read again under the lock: either may have been renamed or deleted since the checks above.
        const found = locked.find((row) => row.id === id) ?? null;
        const department = expected === null ? found : assertExpected(expected, found);
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
      return answeringStale(context.actor, id, deleted);
    },
  };
}

export type DepartmentService = ReturnType<typeof createDepartmentService>;
