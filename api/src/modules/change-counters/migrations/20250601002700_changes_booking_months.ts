import type { Knex } from 'knex';
import { bookingTriggersSql, bumpFunctionSql, keepLatestCounterSql } from '../change-trigger-sql';

/**
 * Bookings counters per month of the booking's date: a ranged read (the calendar's month, week or
 * day) covers only its months, so a write to another month leaves its tag as it was and the refetch
 * stays a 304. Every other scope keeps one counter per organization (period 0).
 */

export async function up(knex: Knex): Promise<void> {
  await knex.raw('alter table change_counters add column period integer not null default 0');
  await knex.raw('alter table change_counters drop constraint change_counters_pkey');
  await knex.raw('alter table change_counters add primary key (scope, organization_id, period)');
  await knex.raw(bumpFunctionSql(['period']));
  for (const statement of bookingTriggersSql(['period'])) await knex.raw(statement);
}

export async function down(knex: Knex): Promise<void> {
  for (const statement of bookingTriggersSql([])) await knex.raw(statement);
  await knex.raw(bumpFunctionSql([]));
  // Each organization's months become its one counter again, at their latest version.
  await knex.raw(keepLatestCounterSql('period', []));
  await knex.raw('alter table change_counters drop constraint change_counters_pkey');
  await knex.raw('alter table change_counters drop column period');
  await knex.raw('alter table change_counters add primary key (scope, organization_id)');
}
