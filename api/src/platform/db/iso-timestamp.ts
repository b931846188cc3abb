/**
 * SQL giving a timestamptz expression as the ISO 8601 text JavaScript's toISOString gives (UTC,
 * milliseconds, truncated as node-postgres truncates microseconds): reads that serve timestamps as
 * text then parse no Date per row only to print it again.
 */
export function isoTimestampSql(expression: string): string {
  return `to_char((${expression}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}
