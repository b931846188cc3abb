import type { Knex } from 'knex';

/**
 * The bookings module's side of department changes. Bookings name their department by text, held by
 * the database to one of their organization's departments (a foreign key that follows renames): a
 * rename carries them along by itself, and deleting a department (owned by the org module) first
 * moves them here, inside the caller's transaction.
 */
export interface DepartmentBookings {
  /** Bookings of the organization filed under the department name. */
  countByDepartment(organizationId: number, name: string, trx?: Knex.Transaction): Promise<number>;
  /** Booking counts of every department name of the organization, in one grouped query. */
  countPerDepartment(organizationId: number): Promise<Map<string, number>>;
  /** Files the organization's bookings of one department under another (a migration); returns how many moved. */
  moveDepartmentBookings(
    organizationId: number,
    from: string,
    to: string,
    trx: Knex.Transaction,
  ): Promise<number>;
  /**
   * Marks the bookings a rename just carried to the new name as changed now: the database renamed
   * them without touching updatedAt, which the calendar feeds serve as each event's LAST-MODIFIED.
   */
  stampRenamedBookings(organizationId: number, name: string, trx: Knex.Transaction): Promise<void>;
}

export function createDepartmentBookings(knex: Knex): DepartmentBookings {
  const move: DepartmentBookings['moveDepartmentBookings'] = (organizationId, from, to, trx) =>
    trx('bookings')
      .update({ department: to, updatedAt: trx.fn.now() })
      .where({ organizationId, department: from });

  return {
    async countByDepartment(organizationId, name, trx) {
      const row: { count?: string | number } | undefined = await (trx ?? knex)('bookings')
        .count({ count: '*' })
        .where({ organizationId, department: name })
        .first();
      return Number(row?.count ?? 0);
    },

    async countPerDepartment(organizationId) {
      const rows: { department: string; count: string | number }[] = await knex('bookings')
        .select('department')
        .count({ count: '*' })
        .where({ organizationId })
        .whereNotNull('department')
        .groupBy('department');
      return new Map(rows.map((row) => [row.department, Number(row.count)]));
    },

    moveDepartmentBookings: move,

    async stampRenamedBookings(organizationId, name, trx) {
      await trx('bookings').update({ updatedAt: trx.fn.now() }).where({ organizationId, department: name });
    },
  };
}
