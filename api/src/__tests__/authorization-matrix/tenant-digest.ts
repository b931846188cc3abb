import type { Knex } from 'knex';

/**
 * The tables holding tenants' data. Telemetry tables (audit log, security events, request logs),
 * sessions and rate-limit counters are left out: a refused call rightly writes to them.
 */
const TENANT_TABLES = [
  'organizations',
  'departments',
  'users',
  'admin_permissions',
  'performers',
  'bookings',
  'booking_performers',
  'booking_policies',
  // A later migration than the rest (the performer feeds); skipped where it has not run.
  'performer_feed_tokens',
  // Mailed account links and the mail they queue: a refused call issues none.
  'account_links',
  'mail_outbox',
  // Performers' unavailable periods and organizations' closures.
  'performer_unavailability',
  'venue_closures',
  // What a booking write records of itself: a refused call records no change set.
  'booking_change_sets',
  'booking_change_set_items',
] as const;

let existing: Promise<string[]> | undefined;
function existingTables(knex: Knex): Promise<string[]> {
  existing ??= (async () => {
    const present = await Promise.all(TENANT_TABLES.map((table) => knex.schema.hasTable(table)));
    return TENANT_TABLES.filter((_table, index) => present[index]);
  })();
  return existing;
}

export type TenantDigest = Record<string, { rows: number; digest: string }>;

/**
 * Row count and a hash of every row's full text per table: any insert, update or delete shows.
 * `leftOut` names columns (snake_case) per table whose changes are not to show.
 */
export async function tableDigests(
  knex: Knex,
  tables: readonly string[],
  leftOut: Readonly<Record<string, readonly string[]>> = {},
): Promise<TenantDigest> {
  const digest: TenantDigest = {};
  for (const table of tables) {
    const columns = leftOut[table] ?? [];
    const rowText =
      columns.length === 0
        ? knex.raw('t::text')
        : knex.raw(`(to_jsonb(t) ${columns.map(() => '- ?').join(' ')})::text`, [...columns]);
    const row: { total?: number | string; hash?: string } | undefined = await knex
      .from({ t: table })
      .first(
        knex.raw('count(*) as total'),
        knex.raw(`md5(coalesce(string_agg(?, '|' order by ?), '')) as hash`, [rowText, rowText]),
      );
    digest[table] = { rows: Number(row?.total ?? -1), digest: row?.hash ?? '' };
  }
  return digest;
}

/** The digests of the tenant tables. */
export async function tenantDigest(knex: Knex): Promise<TenantDigest> {
  return tableDigests(knex, await existingTables(knex));
}
