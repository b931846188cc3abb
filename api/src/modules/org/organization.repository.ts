import type { Knex } from 'knex';
import type { OrganizationSummary } from '../../contract';
import { OrganizationModel } from './organization.model';

const SUMMARY_COLUMNS = ['id', 'name', 'slug', 'logo'] as const;

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

    async count(): Promise<number> {
      const result = await OrganizationModel.query(knex).resultSize();
      return result;
    },
  };
}

export type OrganizationRepository = ReturnType<typeof createOrganizationRepository>;
