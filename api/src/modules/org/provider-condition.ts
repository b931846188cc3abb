/**
 * A published contract of the org module: a condition for another module's statement, true when the
 * organization id in `organizationIdColumn` is not the provider's (no organization counts as not the
 * provider). The provider's id is read from its stored kind once per statement, so a read of every
 * client organization's bookings stays one statement (bookings-read.test counts the month read).
 */
export function notProviderOrganizationCondition(organizationIdColumn: string): string {
  return `${organizationIdColumn} is distinct from (select o.id from organizations o where o.kind = 'provider')`;
}
