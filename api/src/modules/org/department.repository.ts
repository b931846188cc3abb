import type { Knex } from 'knex';
import { DepartmentModel } from './department.model';

export interface DepartmentRow {
  id: number;
  name: string;
  color: string | null;
  organizationId: number;
  createdAt: string;
  updatedAt: string;
}

function toRow(model: DepartmentModel): DepartmentRow {
  return {
    id: model.id,
    name: model.name,
    color: model.color,
    organizationId: model.organizationId,
    createdAt: new Date(model.createdAt).toISOString(),
    updatedAt: new Date(model.updatedAt).toISOString(),
  };
}

export function createDepartmentRepository(knex: Knex) {
  return {
    async listByOrganization(organizationId: number): Promise<DepartmentRow[]> {
      const rows = await DepartmentModel.query(knex).where({ organizationId }).orderBy('name');
      return rows.map(toRow);
    },

    async findById(id: number): Promise<DepartmentRow | null> {
      const row = await DepartmentModel.query(knex).findById(id);
      return row ? toRow(row) : null;
    },

    async findByName(organizationId: number, name: string): Promise<DepartmentRow | null> {
      const row = await DepartmentModel.query(knex).findOne({ organizationId, name });
      return row ? toRow(row) : null;
    },

    async insert(department: { name: string; color: string | null; organizationId: number }) {
      return toRow(await DepartmentModel.query(knex).insertAndFetch(department));
    },

    async update(
      id: number,
      changes: { name?: string; color?: string | null },
      trx: Knex.Transaction,
    ): Promise<DepartmentRow> {
      return toRow(
        await DepartmentModel.query(trx).patchAndFetchById(id, { ...changes, updatedAt: trx.fn.now() }),
      );
    },

    async delete(id: number, trx: Knex.Transaction): Promise<void> {
      await DepartmentModel.query(trx).deleteById(id);
    },
  };
}

export type DepartmentRepository = ReturnType<typeof createDepartmentRepository>;
