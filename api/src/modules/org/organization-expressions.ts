/*
 * Published contracts of the org module: what another module's statement may read of an
 * organization, a department or a performer, as scalar SQL expressions over an id it holds (a column
 * of its own row, or a placeholder). Each reads one row by its primary key, inside the caller's
 * statement: no extra round trip, and the caller's SQL never names org's tables or columns.
 */

/** The IANA time zone of the organization whose id is `organizationIdSql` (null when there is none). */
export function organizationTimeZoneSql(organizationIdSql: string): string {
  return `(select o.time_zone from organizations o where o.id = ${organizationIdSql})`;
}

/** The current name of the department whose id is `departmentIdSql` (null when there is none, or no id). */
export function departmentNameSql(departmentIdSql: string): string {
  return `(select d.name from departments d where d.id = ${departmentIdSql})`;
}

/** The id of the organization holding the performer whose id is `performerIdSql` (null when there is none). */
export function performerOrganizationIdSql(performerIdSql: string): string {
  return `(select p.organization_id from performers p where p.id = ${performerIdSql})`;
}
