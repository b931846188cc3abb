import type { Knex } from 'knex';

/**
 * performance_logs keeps one row per group of identical answers within a flush (same method, route,
 * status, actor, organization and error) instead of one row per request: writing a row per request
 * cost the database more than the request itself (docs/PERFORMANCE.md). response_time stays the
 * group's mean, so a row still reads as the spec's entity; request_count, min_response_time and
 * max_response_time keep counts, minimum and maximum exact. Older rows each stand for one request.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('performance_logs', (table) => {
    table.integer('request_count').notNullable().defaultTo(1);
    table.double('min_response_time');
    table.double('max_response_time');
  });
  await knex.raw(
    'update performance_logs set min_response_time = response_time, max_response_time = response_time',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('performance_logs', (table) => {
    table.dropColumn('request_count');
    table.dropColumn('min_response_time');
    table.dropColumn('max_response_time');
  });
}
