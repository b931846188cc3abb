import type { Knex } from 'knex';
import { isoTimestampSql, jsonListColumn } from '../../platform/db';
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

/**
 * The organization's departments by name as one JSON list, timestamps as ISO text made by the
 * database, each with the number of users filed under it when `userCountSql` gives that count's SQL.
 */
function departmentsColumn(userCountSql: string | null): string {
  const userCount = userCountSql === null ? '' : `, 'userCount', ${userCountSql}`;
  return `coalesce((
    select json_agg(json_build_object(
             'id', d.id, 'name', d.name, 'color', d.color, 'organizationId', d.organization_id,
             'createdAt', ${isoTimestampSql('d.created_at')}, 'updatedAt', ${isoTimestampSql('d.updated_at')}${userCount}
           ) order by d.name)
      from departments d where d.organization_id = o.id), '[]'::json) as departments`;
}

/** A department of the list, with its users' count when the list was asked for it. */
export interface ListedDepartment extends DepartmentRow {
  userCount?: number;
}

function departmentOf(entry: unknown): ListedDepartment[] {
  if (typeof entry !== 'object' || entry === null) return [];
  const color: unknown = Reflect.get(entry, 'color');
  const userCount: unknown = Reflect.get(entry, 'userCount');
  return [
    {
      id: Number(Reflect.get(entry, 'id')),
      name: String(Reflect.get(entry, 'name')),
      color: typeof color === 'string' ? color : null,
      organizationId: Number(Reflect.get(entry, 'organizationId')),
      createdAt: String(Reflect.get(entry, 'createdAt')),
      updatedAt: String(Reflect.get(entry, 'updatedAt')),
      ...(userCount === undefined ? {} : { userCount: Number(userCount) }),
    },
  ];
}

/** The department users' count, as identity publishes it for a department row of another statement. */
export interface DepartmentMemberCount {
  memberCountSql(organizationIdColumn: string, departmentColumn: string): string;
}

export function createDepartmentRepository(knex: Knex, members: DepartmentMemberCount) {
  const userCountSql = members.memberCountSql('d.organization_id', 'd.name');

  return {
    /**
     * The organization's departments by name, or null when there is no such organization: existence and
     * list in one statement (the department list is read on every visit of the venues' screens), with
     * each department's users' count when `withUserCounts`.
     */
    async listOfOrganization(
      organizationId: number,
      { withUserCounts }: { withUserCounts: boolean },
    ): Promise<ListedDepartment[] | null> {
      const row: { departments: unknown } | undefined = await knex('organizations as o')
        .first(knex.raw(departmentsColumn(withUserCounts ? userCountSql : null)))
        .where('o.id', organizationId);
      return row ? jsonListColumn(row.departments).flatMap(departmentOf) : null;
    },

    async listByOrganization(organizationId: number): Promise<DepartmentRow[]> {
      const rows = await DepartmentModel.query(knex).where({ organizationId }).orderBy('name');
      return rows.map(toRow);
    },

    async findById(id: number): Promise<DepartmentRow | null> {
      const row = await DepartmentModel.query(knex).findById(id);
      return row ? toRow(row) : null;
    },

    /**
     * The department as it is now, locked until the transaction ends: what a write made from a given
     * version compares that version with, so no other write can come between the comparison and its own.
     */
    async lockForWrite(id: number, trx: Knex.Transaction): Promise<DepartmentRow | null> {
      const row = await DepartmentModel.query(trx).findById(id).forUpdate();
      return row ? toRow(row) : null;
    },

    async findByName(organizationId: number, name: string): Promise<DepartmentRow | null> {
      const row = await DepartmentModel.query(knex).findOne({ organizationId, name });
      return row ? toRow(row) : null;
    },

    async insert(
      department: { name: string; color: string | null; organizationId: number },
      trx: Knex.Transaction,
    ): Promise<DepartmentRow> {
      return toRow(await DepartmentModel.query(trx).insertAndFetch(department));
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

    /**
     * Locks the departments among the ids for a delete until the transaction ends, in id order (two
     * deletes locking the same two rows cannot deadlock), and answers those that still exist. No
     * booking or user can be filed under a locked department meanwhile: the foreign key's check waits.
     */
    async lockForDelete(ids: readonly number[], trx: Knex.Transaction): Promise<DepartmentRow[]> {
      const rows = await DepartmentModel.query(trx).whereIn('id', ids).orderBy('id').forUpdate();
      return rows.map(toRow);
    },

    async delete(id: number, trx: Knex.Transaction): Promise<void> {
      await DepartmentModel.query(trx).deleteById(id);
    },
  };
}

export type DepartmentRepository = ReturnType<typeof createDepartmentRepository>;
