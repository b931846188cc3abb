import type { Knex } from 'knex';

/**
 * The tables whose rows name a department by text. They belong to other modules (bookings, identity):
 * these constraints are the cross-module contract "department references" of api/src/modules/README.md.
 */
const REFERENCING_TABLES = [
  { table: 'bookings', reference: 'bookings_department_reference', scope: 'bookings_department_scope' },
  { table: 'users', reference: 'users_department_reference', scope: 'users_department_scope' },
] as const;

/**
 * Bookings and users name their department by (organization, name). Until now only the services kept
 * those names valid, and a write racing a department delete or rename could leave rows naming a
 * department that no longer exists. The database now refuses that:
 *
 * - a composite foreign key to the departments' (organization_id, name) key:
 *   - ON UPDATE CASCADE: a rename carries every row with it, in the rename's own statement;
 *   - ON DELETE NO ACTION: a department is deleted only once nothing names it (the delete moves its
 *     bookings and users first); checked at the end of the statement, so deleting an organization
 *     with its departments and bookings still works;
 * - a check that a row naming a department has an organization (the key above is only checked when
 *   both columns are set). So an organization's users must lose their departments before the
 *   organization is deleted, as the deletion leaves them without one.
 *
 * Rows that already name a missing department (left by those races) are repaired first by the only
 * rule that invents nothing: their department becomes null. The booking or user stays in its
 * organization, where an admin can file it under a department again.
 */
export async function up(knex: Knex): Promise<void> {
  for (const { table, reference, scope } of REFERENCING_TABLES) {
    await knex.raw(
      `update ?? as r set department = null
        where r.department is not null
          and not exists (select 1 from departments d
                           where d.organization_id = r.organization_id and d.name = r.department)`,
      [table],
    );
    await knex.raw(
      `alter table ?? add constraint ?? foreign key (organization_id, department)
         references departments (organization_id, name) on update cascade on delete no action`,
      [table, reference],
    );
    await knex.raw(
      'alter table ?? add constraint ?? check (department is null or organization_id is not null)',
      [table, scope],
    );
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const { table, reference, scope } of REFERENCING_TABLES) {
    await knex.raw('alter table ?? drop constraint ??, drop constraint ??', [table, reference, scope]);
  }
}
