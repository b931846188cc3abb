import { providerOrganizationCondition } from './provider-condition';

/** A condition for another module's statement, with the values its placeholders take. */
export interface SqlCondition {
  sql: string;
  bindings: readonly (string | number | null)[];
}

/**
 * A published contract of the org module: true when the organization exists, is a client (the
 * provider takes no bookings), and has a department of that name, or no department is named. The
 * same rule as findOrganizationDepartments and the booking write's checks of its answer; a booking's
 * insert can hold it as its guard, so a valid create needs no read of the organization first.
 */
export function bookableDepartmentCondition(organizationId: number, department: string | null): SqlCondition {
  return {
    sql: `exists (select 1 from organizations o
                   where o.id = ?::int and not (${providerOrganizationCondition('o')})
                     and (?::text is null
                          or exists (select 1 from departments d where d.organization_id = o.id and d.name = ?::text)))`,
    bindings: [organizationId, department, department],
  };
}
