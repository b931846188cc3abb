import type { Knex } from 'knex';
import {
  migrationRequiredMessage,
  ORG_MESSAGES,
  type DepartmentDeletedDto,
  type DepartmentDto,
  type DepartmentInput,
  type DepartmentUpdateInput,
} from '../../contract';
import { BadRequestError, classifyDatabaseError, ConflictError, NotFoundError } from '../../platform/errors';
import { type Actor, type WriteContext } from '../../platform/http';
import type { BookingsFacade } from '../bookings';
import { assertOrganizationVisible, type DepartmentMembership } from '../identity';
import { auditWritesOf, type TelemetryFacade } from '../telemetry';
import type { DepartmentRepository, DepartmentRow } from './department.repository';
import type { OrganizationRepository } from './organization.repository';

export interface DepartmentServiceDeps {
  knex: Knex;
  departments: DepartmentRepository;
  organizations: OrganizationRepository;
  bookings: BookingsFacade;
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

  async function withCount(department: DepartmentRow): Promise<DepartmentDto> {
    const bookingCount = await deps.bookings.countByDepartment(department.organizationId, department.name);
    return { ...department, bookingCount };
  }

  const audit = auditWritesOf(deps.telemetry, 'department');

  return {
    /** The department cards: counts come from one grouped query, not one query per department. */
    async listForOrganization(actor: Actor, organizationId: number): Promise<DepartmentDto[]> {
      // As assertOrganizationExists, with the organization's existence read together with its departments.
      assertOrganizationVisible(actor, organizationId);
      const [departments, counts] = await Promise.all([
        deps.departments.listOfOrganization(organizationId),
        deps.bookings.countPerDepartment(organizationId),
      ]);
      if (!departments) throw new NotFoundError();
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
      return withCount(created);
    },

    /** A rename moves the organization's bookings and users to the new name in the same transaction. */
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
          if (renamed) {
            await deps.bookings.moveDepartmentBookings(existing.organizationId, existing.name, row.name, trx);
            await deps.departmentMembers.moveMembers(existing.organizationId, existing.name, row.name, trx);
          }
          await audit(trx, context, 'department_updated', row, {
            old: { name: existing.name, color: existing.color },
            new: { name: row.name, color: row.color },
          });
          return row;
        }),
      );
      return withCount(updated);
    },

    /**
     * Bookings under the department must go somewhere first: without a target the delete is
     * refused; with one, the move and the delete commit together or not at all.
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
        const bookingCount = await deps.bookings.countByDepartment(
          existing.organizationId,
          existing.name,
          trx,
        );
        if (bookingCount > 0 && !target) throw new ConflictError(migrationRequiredMessage(bookingCount));
        const migratedBookings = target
          ? await deps.bookings.moveDepartmentBookings(
              existing.organizationId,
              existing.name,
              target.name,
              trx,
            )
          : 0;
        await deps.departmentMembers.moveMembers(
          existing.organizationId,
          existing.name,
          target?.name ?? null,
          trx,
        );
        await deps.departments.delete(existing.id, trx);
        const deleted = { migratedBookings, migratedTo: target?.name ?? null };
        await audit(trx, context, 'department_deleted', existing, {
          old: { name: existing.name, color: existing.color },
          ...deleted,
        });
        return deleted;
      });
    },
  };
}

export type DepartmentService = ReturnType<typeof createDepartmentService>;
