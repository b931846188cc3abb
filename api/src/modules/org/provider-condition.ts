/**
 * The one spelling of "this organization row is the provider" in SQL: its stored kind (the API's
 * and the front ends' rule is `isProviderOrganization` of the contract, on the same kind). Every
 * statement of org's, and every contract org publishes about the provider, is built on it.
 */
export function providerOrganizationCondition(organizationAlias: string): string {
  return `${organizationAlias}.kind = 'provider'`;
}

/** The provider's row as a scalar subquery of `column` (null while no organization is the provider). */
function providerColumnSql(column: string): string {
  return `(select o.${column} from organizations o where ${providerOrganizationCondition('o')})`;
}

/**
 * A published contract of the org module: a condition for another module's statement, true when the
 * organization id in `organizationIdColumn` is not the provider's (no organization counts as not the
 * provider). The provider's id is read from its stored kind once per statement, so a read of every
 * client organization's bookings stays one statement (bookings-read.test counts the month read).
 */
export function notProviderOrganizationCondition(organizationIdColumn: string): string {
  return `${organizationIdColumn} is distinct from ${providerColumnSql('id')}`;
}

/**
 * A published contract of the org module: the provider's IANA time zone as an SQL expression of
 * another module's statement ('UTC' while no organization is the provider). Performers' unavailable
 * periods are written and shown in it, and availability reads it inside the statement that writes or
 * reads the periods (its writes return their DTO from the same statement).
 */
export const providerTimeZoneSql = `coalesce(${providerColumnSql('time_zone')}, 'UTC')`;
