import type { Knex } from 'knex';
import { UserModel } from './user.model';

/**
 * Users are filed under their department by name, as bookings are: when an organization renames
 * a department, or deletes it moving its bookings elsewhere, its users must follow in the same
 * transaction, or a plain user would stop seeing their own department's calendar.
 */
export interface DepartmentMembership {
  /** Moves the organization's users of `from` to `to` (null: no department); answers how many moved. */
  moveMembers(
    organizationId: number,
    from: string,
    to: string | null,
    trx: Knex.Transaction,
  ): Promise<number>;
}

/**
 * A published contract of the identity module: its users update, run by the org module inside the
 * org module's own department transaction (wired in app.ts). It is a function rather than a facade
 * call because org is built before identity (identity needs org's facade), and the move must join
 * the caller's transaction, which no facade call of a module built later could.
 */
export const departmentMembership: DepartmentMembership = {
  async moveMembers(organizationId, from, to, trx) {
    return UserModel.query(trx).patch({ department: to }).where({ organizationId, department: from });
  },
};
