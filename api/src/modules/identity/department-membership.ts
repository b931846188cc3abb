import type { Knex } from 'knex';
import { UserModel } from './user.model';

/**
 * Users are filed under their department by name, as bookings are, and the database holds every
 * such name to one of the organization's departments (a foreign key that follows renames). When an
 * organization deletes a department, its users must move with its bookings in the same transaction:
 * the delete is refused while anyone is still filed under it.
 */
export interface DepartmentMembership {
  /** Moves the organization's users of `from` to `to`; answers how many moved. */
  moveMembers(organizationId: number, from: string, to: string, trx: Knex.Transaction): Promise<number>;
  /** How many of the organization's users are filed under the department. */
  countMembers(organizationId: number, department: string, db: Knex): Promise<number>;
  /**
   * SQL of that count for one department row of another module's statement, given the SQL of the
   * row's organization id and name: the department list reads it in the list's own round trip.
   */
  memberCountSql(organizationIdColumn: string, departmentColumn: string): string;
}

/**
 * A published contract of the identity module: its users update and count, run by the org module
 * inside the org module's own department statements and transactions (wired in app.ts). They are
 * functions rather than facade calls because org is built before identity (identity needs org's
 * facade), and they must join the caller's statement or transaction, which no facade call of a
 * module built later could.
 */
export const departmentMembership: DepartmentMembership = {
  async moveMembers(organizationId, from, to, trx) {
    return UserModel.query(trx).patch({ department: to }).where({ organizationId, department: from });
  },

  async countMembers(organizationId, department, db) {
    return UserModel.query(db).where({ organizationId, department }).resultSize();
  },

  memberCountSql(organizationIdColumn, departmentColumn) {
    return `(select count(*) from users u
              where u.organization_id = ${organizationIdColumn} and u.department = ${departmentColumn})`;
  },
};
