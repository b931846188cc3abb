import type { Knex } from 'knex';

/**
 * The dashboard's unresolved security events, most severe first and then newest, read by this
 * index's first 20 entries instead of sorting every unresolved row: after the security log's
 * ceiling has pruned a large log, those rows lie scattered over many pages. The expression must
 * stay the one security-event.repository orders by (SEVERITY_RANK), or the index goes unused.
 */
const SEVERITY_RANK =
  "case severity when 'critical' then 0 when 'high' then 1 when 'medium' then 2 when 'low' then 3 else 4 end";

export async function up(knex: Knex): Promise<void> {
  await knex.raw(
    `create index security_events_unresolved_order on security_events
       ((${SEVERITY_RANK}), "timestamp" desc, id desc) where not resolved`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index security_events_unresolved_order');
}
