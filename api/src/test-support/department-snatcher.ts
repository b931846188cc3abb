import type { Knex } from 'knex';

/** The tables whose rows name a department of their organization (held to it by a foreign key). */
export type DepartmentNamingTable = 'bookings' | 'users';

/**
 * A department write race made deterministic: a trigger on `table` deletes (names starting
 * 'Vanishing') or renames (names starting 'Renamed') the department a row is about to name, after the
 * service's check and before the row's foreign key is checked, exactly as a delete or rename committing
 * between the two would leave it. The trigger's own changes roll back with the refused statement.
 * For a test file's own database (dropped with it): the trigger is never removed.
 */
export async function snatchDepartmentsNamedBy(knex: Knex, table: DepartmentNamingTable): Promise<void> {
  const name = `snatch_${table}_department`;
  await knex.raw(
    `create function ${name}() returns trigger language plpgsql as $$
     begin
       if new.department like 'Vanishing %' then
         delete from departments where organization_id = new.organization_id and name = new.department;
       elsif new.department like 'Renamed %' then
         update departments set name = 'Now ' || name
          where organization_id = new.organization_id and name = new.department;
       end if;
       return new;
     end $$`,
  );
  await knex.raw(
    `create trigger ${name} before insert or update of department on ${table}
       for each row execute function ${name}()`,
  );
}
