import type { Knex } from 'knex';
import { changeTriggerName, quotedArgument, TRIGGER_EVENTS } from '../change-trigger-sql';

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

/** The bump of the first migration, with the period of each touched row (third argument, else 0). */
function bumpFunction(withPeriods: boolean): string {
  const period = withPeriods ? `coalesce(%s, 0)` : '';
  return `
    create or replace function change_counters_bump() returns trigger language plpgsql as $$
    declare
      touched text := case tg_op
        when 'INSERT' then 'select * from new_rows'
        when 'DELETE' then 'select * from old_rows'
        else 'select * from new_rows union all select * from old_rows'
      end;
    begin
      execute format(
        'insert into change_counters (scope, organization_id${withPeriods ? ', period' : ''}, version)
         select %L, organization_id${withPeriods ? ', period' : ''}, nextval(''change_counter_versions'')
         from (select distinct coalesce(%s, 0) as organization_id${withPeriods ? `, ${period} as period` : ''}
                 from (%s) changed) keys
         order by organization_id${withPeriods ? ', period' : ''}
         on conflict (scope, organization_id${withPeriods ? ', period' : ''}) do update set version = excluded.version',
        tg_argv[0], tg_argv[1],${withPeriods ? " coalesce(tg_argv[2], '0')," : ''} touched);
      return null;
    end $$`;
}

async function replaceTriggers(knex: Knex, withPeriods: boolean): Promise<void> {
  for (const { table, organizationOf, periodOf } of MONTHLY_TABLES) {
    for (const { event, referencing } of TRIGGER_EVENTS) {
      const name = changeTriggerName(table, event);
      const argumentsOf = [
        quotedArgument('bookings'),
        quotedArgument(organizationOf),
        ...(withPeriods ? [quotedArgument(periodOf)] : []),
      ];
      await knex.raw(`drop trigger ${name} on ${table}`);
      await knex.raw(
        `create trigger ${name} after ${event} on ${table}
           referencing ${referencing} for each statement
           execute function change_counters_bump(${argumentsOf.join(', ')})`,
      );
    }
  }
}

export async function up(knex: Knex): Promise<void> {
  await knex.raw('alter table change_counters add column period integer not null default 0');
  await knex.raw('alter table change_counters drop constraint change_counters_pkey');
  await knex.raw('alter table change_counters add primary key (scope, organization_id, period)');
  await knex.raw(bumpFunction(true));
  await replaceTriggers(knex, true);
}

export async function down(knex: Knex): Promise<void> {
  await replaceTriggers(knex, false);
  await knex.raw(bumpFunction(false));
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
