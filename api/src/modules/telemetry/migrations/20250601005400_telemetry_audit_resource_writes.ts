import type { Knex } from 'knex';

/**
 * Who saved an entity last (the 412 of a stale write names them): the newest successful audit row of
 * one resource, read by this index's first entry instead of every row of five years. Only successful
 * rows name a write that happened, so the others stay out of it. Newest is the highest id: a write
 * that waited on another's row lock inserts its row after the other committed, while its timestamp
 * is its transaction's start and may be the earlier one.
 *
 * Built without CONCURRENTLY, so audited writes waited for the build. It is released and stays as it
 * ran; the migration lint lists it as an exception (api/src/cli/migration-lint-exceptions.ts). An index
 * on a big table is now built concurrently (api/src/modules/README.md, expand and contract).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(
    'create index audit_logs_resource_writes on audit_logs (resource, resource_id, id desc) where success',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index audit_logs_resource_writes');
}
