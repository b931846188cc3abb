/**
 * A published contract of the org module: a condition for another module's statement, true when the
 * performer whose id is in `performerIdColumn` takes booking notices (has an e-mail and the switch on).
 * A booking write records its performers' changes in one statement filtered by it, so performers
 * who would never be told cost no rows.
 */
export function takesBookingNoticesCondition(performerIdColumn: string): string {
  return `exists (select 1 from performers p where p.id = ${performerIdColumn} and p.email is not null and p.send_booking_notices)`;
}
