import type { Knex } from 'knex';

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

export const departmentMembership: DepartmentMembership = {
  moveMembers(organizationId, from, to, trx) {
    return trx('users').where({ organizationId, department: from }).update({ department: to });
  },
};
