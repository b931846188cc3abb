import type { Knex } from 'knex';
import { bumpFunctionSql, changeTriggerName, changeTriggersSql, TRIGGER_EVENTS } from '../change-trigger-sql';

/**
 * What each conditional read's validator is made of: per scope of data and per organization, the
 * version of its last committed change. The tables' own triggers bump it, in the writing
 * statement's transaction, so no write path can forget it and no replica needs to be told.
 */
const WATCHED_TABLES: readonly { table: string; scope: string; organizationOf: string }[] = [
  { table: 'bookings', scope: 'bookings', organizationOf: 'organization_id' },
  // A booking's performers carry no organization: their booking's does (gone with it on a cascade,
  // when the booking's own delete bumps the counter).
  {
    table: 'booking_performers',
    scope: 'bookings',
    organizationOf: '(select booking.organization_id from bookings booking where booking.id = booking_id)',
  },
  { table: 'performers', scope: 'performers', organizationOf: 'organization_id' },
  { table: 'users', scope: 'users', organizationOf: 'organization_id' },
  // A permission row's organization may be null (granted across organizations): its user's is the
  // list it shows in.
  {
    table: 'admin_permissions',
    scope: 'users',
    organizationOf: '(select member.organization_id from users member where member.id = user_id)',
  },
  { table: 'departments', scope: 'departments', organizationOf: 'organization_id' },
  { table: 'organizations', scope: 'organizations', organizationOf: 'id' },
];

export async function up(knex: Knex): Promise<void> {
  // Versions come from one sequence: never reused, never rolled back, so a counter's value is never
  // seen twice even if the table is emptied, and taking one waits for no other writer.
  await knex.raw(`create sequence change_counter_versions`);
  await knex.raw(`
    create table change_counters (
      scope text not null,
      organization_id integer not null,
      version bigint not null,
      primary key (scope, organization_id)
    )`);
  // One statement-level trigger per table and event (transition tables allow one event each).
  await knex.raw(bumpFunctionSql([]));
  for (const { table, scope, organizationOf } of WATCHED_TABLES)
    for (const statement of changeTriggersSql(table, [scope, organizationOf])) await knex.raw(statement);
}

export async function down(knex: Knex): Promise<void> {
  for (const { table } of WATCHED_TABLES) {
    for (const { event } of TRIGGER_EVENTS)
      await knex.raw(`drop trigger if exists ${changeTriggerName(table, event)} on ${table}`);
  }
  await knex.raw('drop function if exists change_counters_bump()');
  await knex.raw('drop table if exists change_counters');
  await knex.raw('drop sequence if exists change_counter_versions');
}
