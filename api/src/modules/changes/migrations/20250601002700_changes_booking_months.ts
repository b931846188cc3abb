import type { Knex } from 'knex';
import { bumpFunctionSql, changeTriggerName, changeTriggersSql, TRIGGER_EVENTS } from '../change-trigger-sql';

/**
 * Bookings counters per month of the booking's date: a ranged read (the calendar's month, week or
 * day) covers only its months, so a write to another month leaves its tag as it was and the refetch
 * stays a 304. Every other scope keeps one counter per organization (period 0).
 */

/** Months since year 0 of a date expression: one integer per calendar month. */
const monthOf = (date: string): string =>
  `(extract(year from ${date})::int * 12 + extract(month from ${date})::int - 1)`;

const MONTHLY_TABLES: readonly { table: string; organizationOf: string; periodOf: string }[] = [
  { table: 'bookings', organizationOf: 'organization_id', periodOf: monthOf('date') },
  // A booking's performers are in their booking's month (gone with it on a cascade, when the
  // booking's own delete bumps its month).
  {
    table: 'booking_performers',
    organizationOf: '(select booking.organization_id from bookings booking where booking.id = booking_id)',
    periodOf: `(select ${monthOf('booking.date')} from bookings booking where booking.id = booking_id)`,
  },
];

async function replaceTriggers(knex: Knex, withPeriods: boolean): Promise<void> {
  for (const { table, organizationOf, periodOf } of MONTHLY_TABLES) {
    for (const { event } of TRIGGER_EVENTS)
      await knex.raw(`drop trigger ${changeTriggerName(table, event)} on ${table}`);
    const bumpArguments = ['bookings', organizationOf, ...(withPeriods ? [periodOf] : [])];
    for (const statement of changeTriggersSql(table, bumpArguments)) await knex.raw(statement);
  }
}

export async function up(knex: Knex): Promise<void> {
  await knex.raw('alter table change_counters add column period integer not null default 0');
  await knex.raw('alter table change_counters drop constraint change_counters_pkey');
  await knex.raw('alter table change_counters add primary key (scope, organization_id, period)');
  await knex.raw(bumpFunctionSql({ withPeriods: true }));
  await replaceTriggers(knex, true);
}

export async function down(knex: Knex): Promise<void> {
  await replaceTriggers(knex, false);
  await knex.raw(bumpFunctionSql({ withPeriods: false }));
  // Each organization's months become its one counter again, at their latest version.
  await knex.raw(`
    delete from change_counters c
     using change_counters newer
     where newer.scope = c.scope and newer.organization_id = c.organization_id
       and (newer.version, newer.period) > (c.version, c.period)`);
  await knex.raw('alter table change_counters drop constraint change_counters_pkey');
  await knex.raw('alter table change_counters drop column period');
  await knex.raw('alter table change_counters add primary key (scope, organization_id)');
}
