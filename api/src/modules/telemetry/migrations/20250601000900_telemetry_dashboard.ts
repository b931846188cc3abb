import type { Knex } from 'knex';

/**
 * What the owner's dashboard and the retention job need on top of the log tables:
 * - site_visits.visitor_hash: a keyed hash of address and browser, so unique visitors can be
 *   counted without storing the raw address (ip_address stays empty);
 * - who resolved a security event, and when;
 * - a timestamp index on system_metrics for pruning;
 * - performance_logs.response_time in fractional milliseconds: most API answers take a few ms,
 *   and whole milliseconds would make their averages meaningless.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('alter table performance_logs alter column response_time type double precision');
  await knex.schema.alterTable('site_visits', (table) => {
    table.text('visitor_hash');
  });
  await knex.schema.alterTable('security_events', (table) => {
    table.timestamp('resolved_at', { useTz: true });
    table.integer('resolved_by');
  });
  await knex.schema.alterTable('system_metrics', (table) => {
    table.index(['timestamp']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('system_metrics', (table) => {
    table.dropIndex(['timestamp']);
  });
  await knex.schema.alterTable('security_events', (table) => {
    table.dropColumn('resolved_by');
    table.dropColumn('resolved_at');
  });
  await knex.schema.alterTable('site_visits', (table) => {
    table.dropColumn('visitor_hash');
  });
  await knex.raw(
    'alter table performance_logs alter column response_time type integer using round(response_time)::integer',
  );
}
