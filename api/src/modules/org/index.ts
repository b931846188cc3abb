import type { Knex } from 'knex';
import type { ChangeValidators } from '../change-counters';
import type { OrganizationKind, OrganizationSummary, PerformerDto } from '../../contract';
import type { GuardedRouter } from '../../platform/http';
import type { AccessControl } from '../../platform/http';
import type { DepartmentMembership } from '../identity';
import type { DepartmentBookings } from './department-bookings.port';
import type { TelemetryFacade } from '../telemetry';
import { createDepartmentRepository } from './department.repository';
import { createDepartmentService } from './department.service';
import {
  createOrganizationRepository,
  type OrganizationDepartments,
  type OrganizationZone,
} from './organization.repository';
import { createOrganizationTimeZoneService } from './organization-time-zone.service';
import { createOrgRouter } from './org.routes';
import { createOrgService } from './org.service';
import { createPerformerRepository } from './performer.repository';
import { createPerformerService } from './performer.service';

export { seedOrgDemoData } from './org.seed';
export { memberOrganizationColumn } from './member-organization-column';
export { bookableDepartmentCondition, type SqlCondition } from './bookable-department-condition';
export { notProviderOrganizationCondition, providerTimeZoneSql } from './provider-condition';
export {
  departmentNameSql,
  organizationTimeZoneSql,
  performerOrganizationIdSql,
} from './organization-expressions';
export { takesBookingNoticesCondition } from './performer-notice-condition';
export type { DepartmentBookings } from './department-bookings.port';

/** A department as other modules see it. */
interface DepartmentRef {
  id: number;
  name: string;
  organizationId: number;
}

/** What other modules may ask the org module. */
export interface OrgFacade {
  findOrganizationSummary(id: number): Promise<OrganizationSummary | null>;
  /** Whether the organization is the provider or a client; null when there is no such organization. */
  findOrganizationKind(id: number): Promise<OrganizationKind | null>;
  hasOrganizations(): Promise<boolean>;
  /** Names of the organization's departments (users may only be filed under one of them). */
  listDepartmentNames(organizationId: number): Promise<string[]>;
  /**
   * The organization (null when there is none) with its kind and department names, in one statement:
   * what a booking write checks first, for the price of one round trip.
   */
  findOrganizationDepartments(id: number): Promise<OrganizationDepartments | null>;
  /** The performers among the ids (of any organization; unknown ids are absent), in one query. */
  findPerformersByIds(ids: readonly number[]): Promise<PerformerDto[]>;
  /** The provider's performers among the ids (anyone else's and unknown ids are absent), in one query. */
  findProviderPerformersByIds(ids: readonly number[]): Promise<PerformerDto[]>;
  /** The organization with the slug, with its IANA time zone (the public schedule's organization). */
  findOrganizationBySlug(slug: string): Promise<OrganizationZone | null>;
  /** The organizations among the ids with their time zones (unknown ids are absent), in one query. */
  findOrganizationsByIds(ids: readonly number[]): Promise<OrganizationZone[]>;
  findDepartment(id: number): Promise<DepartmentRef | null>;
}

export interface OrgModuleDeps {
  knex: Knex;
  access: AccessControl;
  telemetry: TelemetryFacade;
  /** Bookings' side of department changes (bookings' facade, wired by app.ts). */
  bookings: DepartmentBookings;
  departmentMembers: DepartmentMembership;
  /** The validators of the conditional reads (the changes module's facade). */
  changes: ChangeValidators;
}

/** Org: organizations, departments and performers. */
export function createOrgModule(deps: OrgModuleDeps): { router: GuardedRouter; facade: OrgFacade } {
  const organizationRepository = createOrganizationRepository(deps.knex);
  const departmentRepository = createDepartmentRepository(deps.knex, deps.departmentMembers);
  const organizations = createOrgService(organizationRepository);
  const departments = createDepartmentService({
    knex: deps.knex,
    departments: departmentRepository,
    organizations: organizationRepository,
    bookings: deps.bookings,
    departmentMembers: deps.departmentMembers,
    telemetry: deps.telemetry,
  });
  const timeZones = createOrganizationTimeZoneService({
    knex: deps.knex,
    organizations: organizationRepository,
    telemetry: deps.telemetry,
  });
  const performerRepository = createPerformerRepository(deps.knex);
  const performers = createPerformerService({
    knex: deps.knex,
    performers: performerRepository,
    organizations: organizationRepository,
    telemetry: deps.telemetry,
  });
  return {
    router: createOrgRouter({
      access: deps.access,
      organizations,
      timeZones,
      departments,
      performers,
      changes: deps.changes,
    }),
    facade: {
      ...organizations,
      async listDepartmentNames(organizationId) {
        const rows = await departmentRepository.listByOrganization(organizationId);
        return rows.map((row) => row.name);
      },
      findOrganizationDepartments: (id) => organizationRepository.findWithDepartmentNames(id),
      findOrganizationKind: (id) => organizationRepository.findKind(id),
      findPerformersByIds: (ids) => performerRepository.listByIds(ids),
      findProviderPerformersByIds: (ids) => performerRepository.listProviderPerformersByIds(ids),
      findOrganizationBySlug: (slug) => organizationRepository.findZoneBySlug(slug),
      findOrganizationsByIds: (ids) => organizationRepository.listZonesByIds(ids),
      async findDepartment(id) {
        const row = await departmentRepository.findById(id);
        return row ? { id: row.id, name: row.name, organizationId: row.organizationId } : null;
      },
    },
  };
}

/** Whether the database holds any organization (the demo seed only fills an empty database). */
export function hasOrganizations(knex: Knex): Promise<boolean> {
  return createOrgService(createOrganizationRepository(knex)).hasOrganizations();
}
