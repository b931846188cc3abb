import type { Knex } from 'knex';
import { bookingTriggersSql, bumpFunctionSql, keepLatestCounterSql } from '../change-trigger-sql';

/**
 * Bookings counters per department too: a user sees only their department's bookings, so their
 * read covers only its counters and a write to another department of the organization leaves
 * their tag as it was. A booking moved between departments bumps both (its old and its new row).
 * Readers of the whole organization cover every department's counters, as before.
 */

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`alter table change_counters add column department text not null default ''`);
  await knex.raw('alter table change_counters drop constraint change_counters_pkey');
  await knex.raw('alter table change_counters add primary key (scope, organization_id, period, department)');
  await knex.raw(bumpFunctionSql(['period', 'department']));
  for (const statement of bookingTriggersSql(['period', 'department'])) await knex.raw(statement);
}

export async function down(knex: Knex): Promise<void> {
  for (const statement of bookingTriggersSql(['period'])) await knex.raw(statement);
  await knex.raw(bumpFunctionSql(['period']));
  // Each month's departments become its one counter again, at their latest version.
  await knex.raw(keepLatestCounterSql('department', ['period']));
  await knex.raw('alter table change_counters drop constraint change_counters_pkey');
  await knex.raw('alter table change_counters drop column department');
  await knex.raw('alter table change_counters add primary key (scope, organization_id, period)');
}
