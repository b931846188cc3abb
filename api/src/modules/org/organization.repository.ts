import type { Knex } from 'knex';
import type { OrganizationDto, OrganizationKind, OrganizationSummary } from '../../contract';
import { OrganizationModel } from './organization.model';
import { providerOrganizationCondition } from './provider-condition';
import { jsonListColumn, preparedStatement } from '../../platform/db';

/** What an organization summary holds: the same columns whether read alone or inside another statement. */
export const SUMMARY_COLUMNS = ['id', 'name', 'slug', 'logo', 'kind'] as const;
const ZONE_COLUMNS = ['id', 'name', 'timeZone'] as const;
const DTO_COLUMNS = [...SUMMARY_COLUMNS, 'timeZone'] as const;

/** An organization with the IANA time zone its wall-clock booking times are in (docs/ARCHITECTURE.md section 7). */
export interface OrganizationZone {
  id: number;
  name: string;
  timeZone: string;
}

/** An organization's id and kind with the names of its departments (by name). */
export interface OrganizationDepartments {
  id: number;
  kind: OrganizationKind;
  departmentNames: string[];
}

/**
 * The department names as one JSON list beside the organization: existence and departments in one
 * statement (a booking write asks both before anything else).
 */
const DEPARTMENT_NAMES_COLUMN = `coalesce((
    select json_agg(d.name order by d.name) from departments d where d.organization_id = o.id
  ), '[]'::json) as department_names`;

function namesOf(value: unknown): string[] {
  return jsonListColumn(value).filter((name): name is string => typeof name === 'string');
}

function toZone(row: OrganizationModel): OrganizationZone {
  return { id: row.id, name: row.name, timeZone: row.timeZone };
}

function toSummary(row: OrganizationModel): OrganizationSummary {
  return { id: row.id, name: row.name, slug: row.slug, logo: row.logo, kind: row.kind };
}

function toDto(row: OrganizationModel): OrganizationDto {
  return { ...toSummary(row), timeZone: row.timeZone };
}

export function createOrganizationRepository(knex: Knex) {
  return {
    async listDtos(): Promise<OrganizationDto[]> {
      const rows = await OrganizationModel.query(knex).select(DTO_COLUMNS).orderBy('id');
      return rows.map(toDto);
    },

    /** The organization, its row locked until `trx` ends (so a write reads the value it replaces). */
    async findDtoForUpdate(id: number, trx: Knex.Transaction): Promise<OrganizationDto | null> {
      const row = await OrganizationModel.query(trx).select(DTO_COLUMNS).findById(id).forUpdate();
      return row ? toDto(row) : null;
    },

    async updateTimeZone(id: number, timeZone: string, trx: Knex.Transaction): Promise<OrganizationDto> {
      const row = await OrganizationModel.query(trx).patchAndFetchById(id, { timeZone }).select(DTO_COLUMNS);
      return toDto(row);
    },

    async findSummary(id: number): Promise<OrganizationSummary | null> {
      const row = await OrganizationModel.query(knex)
        .select(SUMMARY_COLUMNS)
        .findById(id)
        .onBuildKnex((query) => query.options(preparedStatement('org.summary')));
      return row ? toSummary(row) : null;
    },

    async findWithDepartmentNames(id: number): Promise<OrganizationDepartments | null> {
      const row: { id: number; kind: OrganizationKind; departmentNames: unknown } | undefined = await knex(
        'organizations as o',
      )
        .first('o.id', 'o.kind', knex.raw(DEPARTMENT_NAMES_COLUMN))
        .where('o.id', id)
        .options(preparedStatement('org.departments'));
      return row ? { id: row.id, kind: row.kind, departmentNames: namesOf(row.departmentNames) } : null;
    },

    /** The organization's kind, or null when there is no such organization. */
    async findKind(id: number): Promise<OrganizationKind | null> {
      const row = await OrganizationModel.query(knex).select('kind').findById(id);
      return row?.kind ?? null;
    },

    /** The provider organization's id, or null while no organization is the provider. */
    async findProviderId(): Promise<number | null> {
      const row = await OrganizationModel.query(knex)
        .select('id')
        .whereRaw(providerOrganizationCondition('organizations'))
        .first();
      return row?.id ?? null;
    },

    async findZoneBySlug(slug: string): Promise<OrganizationZone | null> {
      const row = await OrganizationModel.query(knex).select(ZONE_COLUMNS).findOne({ slug });
      return row ? toZone(row) : null;
    },

    /** The organizations among the ids (unknown ids are absent), in one statement. */
    async listZonesByIds(ids: readonly number[]): Promise<OrganizationZone[]> {
      if (ids.length === 0) return [];
      const rows = await OrganizationModel.query(knex)
        .select(ZONE_COLUMNS)
        .whereIn('id', [...ids])
        .orderBy('id');
      return rows.map(toZone);
    },

    async count(): Promise<number> {
      const result = await OrganizationModel.query(knex).resultSize();
      return result;
    },
  };
}

export type OrganizationRepository = ReturnType<typeof createOrganizationRepository>;
