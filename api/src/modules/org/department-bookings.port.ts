import type { Knex } from 'knex';
import type { WriteContext } from '../../platform/http';

// What org's department writes need of bookings: declared here, by the module that asks, and implemented by
// bookings (app.ts hands its facade in), so org never imports bookings.

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
  /**
   * Files the organization's bookings of one department under another (a migration) and records the
   * move as a 'department_migration' change set by the deleting user, without an audit row of its own
   * (the department's deletion row names it). Returns how many moved and the change set, if any moved.
   */
  moveDepartmentBookings(
    context: WriteContext,
    organizationId: number,
    from: string,
    to: string,
    trx: Knex.Transaction,
  ): Promise<DepartmentMigration>;
  /**
   * Marks the bookings a rename just carried to the new name as changed now: the database renamed
   * them without touching updatedAt, which the calendar feeds serve as each event's LAST-MODIFIED.
   */
  stampRenamedBookings(organizationId: number, name: string, trx: Knex.Transaction): Promise<void>;
}

/** What a department's migration moved: how many bookings, and the change set recording them (null when none). */
interface DepartmentMigration {
  moved: number;
  changeSetId: number | null;
}
