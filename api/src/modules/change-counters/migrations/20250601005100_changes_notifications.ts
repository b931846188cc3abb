import type { Knex } from 'knex';
import { notifyingBumpFunctionSql } from '../change-notification-sql';
import { bumpFunctionSql, changeTriggerName, changeTriggersSql, TRIGGER_EVENTS } from '../change-trigger-sql';

/**
 * The change stream (GET /api/changes/stream) tells open screens which reads changed: each bump now
 * also notifies every API process (change-notification-sql.ts), and venue closures and performers'
 * unavailable periods, which screens read too, get counters of their own. A closure counts in its
 * organization's 'closures'; a performer's period in the 'performers' scope of the performer's
 * organization, as the performer's own writes do.
 */
const NEWLY_WATCHED: readonly { table: string; scope: string; organizationOf: string }[] = [
  { table: 'venue_closures', scope: 'closures', organizationOf: 'organization_id' },
  {
    table: 'performer_unavailability',
    scope: 'performers',
    organizationOf:
      '(select performer.organization_id from performers performer where performer.id = performer_id)',
  },
];

export async function up(knex: Knex): Promise<void> {
  await knex.raw('alter table change_counters add column changed_at timestamptz not null default now()');
  // A reconnecting listener and a stream's Last-Event-ID read the counters past a version, and
  // those bumped in the last seconds.
  await knex.raw('create index change_counters_version on change_counters (version)');
  await knex.raw('create index change_counters_changed_at on change_counters (changed_at)');
  await knex.raw(notifyingBumpFunctionSql());
  for (const { table, scope, organizationOf } of NEWLY_WATCHED)
    for (const statement of changeTriggersSql(table, [scope, organizationOf])) await knex.raw(statement);
}

export async function down(knex: Knex): Promise<void> {
  for (const { table } of NEWLY_WATCHED)
    for (const { event } of TRIGGER_EVENTS)
      await knex.raw(`drop trigger if exists ${changeTriggerName(table, event)} on ${table}`);
  await knex.raw(`delete from change_counters where scope = 'closures'`);
  await knex.raw(bumpFunctionSql(['period', 'department']));
  await knex.raw('drop index change_counters_changed_at');
  await knex.raw('drop index change_counters_version');
  await knex.raw('alter table change_counters drop column changed_at');
}
