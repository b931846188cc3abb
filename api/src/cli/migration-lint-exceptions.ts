/**
 * What the migration lint (`npm run lint:migrations`: Squawk on every migration's SQL) lets
 * pass, in one place, each with why it is safe. The rule it enforces is the expand and contract rule
 * of api/src/modules/README.md.
 */

/** Rules off for every migration: they judge column types, not what a migration locks. */
export const RULES_OFF: Readonly<Record<string, string>> = {
  'prefer-bigint-over-int':
    'ids and counts are 32-bit integers throughout the schema and the API contract; the largest table ' +
    '(audit_logs, 2,000,000 rows after five years) is three orders of magnitude below the limit. Widening ' +
    'them is one decision for the whole schema, not a lint finding per column.',
  'prefer-identity':
    "ids are serial throughout (knex's increments()); identity columns would change nothing a migration locks.",
};

const RELEASED =
  'Released: applied in deployments, so its effect stays as it ran (a changed file would change nothing ' +
  'where it ran and make fresh databases differ).';

/**
 * Rules ignored for one released migration (name -> rule -> why). No new migration belongs here: it
 * builds indexes concurrently (`export const config = { transaction: false }`), adds constraints NOT
 * VALID and validates them in a later migration, and adds columns nullable or with a default.
 */
export const MIGRATION_LINT_EXCEPTIONS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  '20250601000600_bookings_policies': {
    'require-concurrent-index-creation': RELEASED,
  },
  '20250601000900_telemetry_dashboard': {
    'changing-column-type': RELEASED,
    'require-concurrent-index-creation': RELEASED,
  },
  '20250601001600_org_organization_kind': {
    'constraint-missing-not-valid': `${RELEASED} organizations holds one row per client organization (about a hundred).`,
    'require-concurrent-index-creation': `${RELEASED} organizations holds one row per client organization (about a hundred).`,
  },
  '20250601001800_telemetry_folded_security_events': {
    'require-concurrent-index-creation': `${RELEASED} The same transaction first folds the rows it indexes.`,
  },
  '20250601001900_org_department_references': {
    'constraint-missing-not-valid': `${RELEASED} The same transaction first clears the names no department holds.`,
    'adding-foreign-key-constraint': `${RELEASED} The same transaction first clears the names no department holds.`,
  },
  '20250601002000_identity_login_attempts_pruning': {
    'require-concurrent-index-creation': RELEASED,
  },
  '20250601002300_telemetry_audit_search': {
    'require-concurrent-index-creation': RELEASED,
    'require-concurrent-index-deletion': `${RELEASED} The indexes dropped were replaced in the same transaction.`,
  },
  '20250601002330_telemetry_hourly_rollups': {
    'prefer-bigint-over-smallint': 'A shard number (id modulo a handful of shards), never larger.',
    'require-concurrent-index-creation': RELEASED,
  },
  '20250601002335_telemetry_unresolved_security_order': {
    'require-concurrent-index-creation': `${RELEASED} security_events holds folded events (migration 20250601001800).`,
  },
  '20250601002500_availability_periods': {
    'prefer-timestamp-tz':
      "A venue closure is in the venue's own wall clock, like a booking's date and time (see the migration).",
  },
  '20250601002700_changes_booking_months': {
    'constraint-missing-not-valid': `${RELEASED} change_counters holds a row per scope, organization and month.`,
    'adding-serial-primary-key-field': `${RELEASED} change_counters holds a row per scope, organization and month.`,
  },
  '20250601002800_bookings_performer_page_feed_generation': {
    'ban-drop-not-null':
      'An expand step: the column becomes optional, which every older release still writes.',
  },
  '20250601003010_identity_account_link_requesters': {
    'adding-not-nullable-field': `${RELEASED} The column is filled in the same transaction before it is set not null.`,
    'require-concurrent-index-creation': RELEASED,
  },
  '20250601003100_changes_booking_departments': {
    'constraint-missing-not-valid': `${RELEASED} change_counters holds a row per scope, organization, month and department.`,
    'adding-serial-primary-key-field': `${RELEASED} change_counters holds a row per scope, organization, month and department.`,
  },
  '20250601003200_availability_period_spans': {
    'require-concurrent-index-creation': `${RELEASED} Built under its own 10 s lock timeout; a few hundred periods per performer.`,
  },
  '20250601003210_bookings_date_slots': {
    'require-concurrent-index-creation': `${RELEASED} Built under its own 10 s lock timeout (seconds on 500,000 bookings).`,
    'require-concurrent-index-deletion': `${RELEASED} The index dropped was replaced in the same transaction.`,
  },
  '20250601003220_bookings_date_slot_organizations': {
    'require-concurrent-index-creation': `${RELEASED} Built under its own 10 s lock timeout (seconds on 500,000 bookings).`,
    'require-concurrent-index-deletion': `${RELEASED} The index dropped was replaced in the same transaction.`,
  },
  '20250601004100_identity_stranger_ceilings': {
    'prefer-bigint-over-smallint': 'A parity bit (0 or 1), never larger.',
  },
  '20250601005100_changes_notifications': {
    'require-concurrent-index-creation': `${RELEASED} change_counters holds a row per scope, organization, month and department.`,
  },
  // The last index built without CONCURRENTLY on a big table (2,000,000 audit rows after five years):
  // every audited write waited for the build. New indexes on big tables are built concurrently.
  '20250601005400_telemetry_audit_resource_writes': {
    'require-concurrent-index-creation': `${RELEASED} audit_logs' writes waited for the build when it ran.`,
  },
};
