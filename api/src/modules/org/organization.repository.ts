import type { Knex } from 'knex';
import type { OrganizationSummary } from '../../contract';
import { OrganizationModel } from './organization.model';

const SUMMARY_COLUMNS = ['id', 'name', 'slug', 'logo'] as const;
const ZONE_COLUMNS = ['id', 'name', 'timeZone'] as const;

/** An organization with the IANA time zone its wall-clock booking times are in (DESIGN.md section 7). */
export interface OrganizationZone {
  id: number;
  name: string;
  timeZone: string;
}

function toZone(row: OrganizationModel): OrganizationZone {
  return { id: row.id, name: row.name, timeZone: row.timeZone };
}

function toSummary(row: OrganizationModel): OrganizationSummary {
  return { id: row.id, name: row.name, slug: row.slug, logo: row.logo };
}

export function createOrganizationRepository(knex: Knex) {
  return {
    async listSummaries(): Promise<OrganizationSummary[]> {
      const rows = await OrganizationModel.query(knex).select(SUMMARY_COLUMNS).orderBy('id');
      return rows.map(toSummary);
    },

    async findSummary(id: number): Promise<OrganizationSummary | null> {
      const row = await OrganizationModel.query(knex).select(SUMMARY_COLUMNS).findById(id);
      return row ? toSummary(row) : null;
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
