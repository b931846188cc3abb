/** What the change counters' migrations write their triggers with (the same in each of them). */

/** One statement-level trigger per event: transition tables allow one event each. */
export const TRIGGER_EVENTS = [
  { event: 'insert', referencing: 'new table as new_rows' },
  { event: 'update', referencing: 'new table as new_rows old table as old_rows' },
  { event: 'delete', referencing: 'old table as old_rows' },
] as const;

/**
 * A counter's keys past its scope and organization, in the order the triggers pass them: the month
 * of a booking's date (`period`) and its department. A key a table gives no value for is its
 * default (period 0; department '', which no department is named: names are never blank).
 */
export type CounterKey = 'period' | 'department';

const KEY_DEFAULTS: Record<CounterKey, string> = { period: '0', department: "''" };

/** A trigger argument is a string literal (the migrations' own constants, never input). */
function quotedArgument(text: string): string {
  return `'${text.replace(/'/g, "''")}'`;
}

export function changeTriggerName(table: string, event: string): string {
  return `${table}_changes_${event}`;
}

/**
 * The trigger function every watched table's triggers call: the rows the statement touched give the
 * organizations (0 for rows without one), and each further key the value its argument computes (the
 * key's default when a table gives none); each key gets a new version, in key order, so two
 * statements touching several keys lock their rows alike.
 */
export function bumpFunctionSql(keys: readonly CounterKey[]): string {
  const keyColumns = keys.map((key) => `, ${key}`).join('');
  // The format string is itself a literal of the function's body: its quotes are doubled.
  const keyValues = keys
    .map((key) => `, coalesce(%s, ${KEY_DEFAULTS[key].replace(/'/g, "''")}) as ${key}`)
    .join('');
  const keyArguments = keys
    .map((key, index) => ` coalesce(tg_argv[${index + 2}], ${quotedArgument(KEY_DEFAULTS[key])}),`)
    .join('');
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
        'insert into change_counters (scope, organization_id${keyColumns}, version)
         select %L, organization_id${keyColumns}, nextval(''change_counter_versions'')
         from (select distinct coalesce(%s, 0) as organization_id${keyValues} from (%s) changed) keys
         order by organization_id${keyColumns}
         on conflict (scope, organization_id${keyColumns}) do update set version = excluded.version',
        tg_argv[0], tg_argv[1],${keyArguments} touched);
      return null;
    end $$`;
}

/** A table's three statement-level triggers, each calling the bump with the table's arguments. */
export function changeTriggersSql(table: string, bumpArguments: readonly string[]): string[] {
  return TRIGGER_EVENTS.map(
    ({ event, referencing }) =>
      `create trigger ${changeTriggerName(table, event)} after ${event} on ${table}
         referencing ${referencing} for each statement
         execute function change_counters_bump(${bumpArguments.map(quotedArgument).join(', ')})`,
  );
}

/** Months since year 0 of a date expression: one integer per calendar month. */
const monthOf = (date: string): string =>
  `(extract(year from ${date})::int * 12 + extract(month from ${date})::int - 1)`;

/** A column of a booking_performers row's booking (gone with it on a cascade, when the booking's own delete bumps). */
const ofItsBooking = (column: string): string =>
  `(select ${column} from bookings booking where booking.id = booking_id)`;

/** The tables counted in the `bookings` scope, and what each gives for the organization and each key. */
const BOOKING_TABLES: readonly {
  table: string;
  organizationOf: string;
  keyOf: Record<CounterKey, string>;
}[] = [
  {
    table: 'bookings',
    organizationOf: 'organization_id',
    keyOf: { period: monthOf('date'), department: 'department' },
  },
  {
    table: 'booking_performers',
    organizationOf: ofItsBooking('booking.organization_id'),
    keyOf: { period: ofItsBooking(monthOf('booking.date')), department: ofItsBooking('booking.department') },
  },
];

/**
 * The bookings tables' triggers dropped and made again, counting by the keys given: what a
 * migration that changes the bookings counters' keys runs after changing the bump function.
 */
export function bookingTriggersSql(keys: readonly CounterKey[]): string[] {
  return BOOKING_TABLES.flatMap(({ table, organizationOf, keyOf }) => [
    ...TRIGGER_EVENTS.map(({ event }) => `drop trigger ${changeTriggerName(table, event)} on ${table}`),
    ...changeTriggersSql(table, ['bookings', organizationOf, ...keys.map((key) => keyOf[key])]),
  ]);
}

/**
 * Before a key column is dropped: of the counters that differ only in it, the one with the latest
 * version stays (a read's fingerprint still moves with any later bump).
 */
export function keepLatestCounterSql(droppedKey: CounterKey, keptKeys: readonly CounterKey[]): string {
  const sameKept = ['scope', 'organization_id', ...keptKeys].map((column) => `newer.${column} = c.${column}`);
  return `
    delete from change_counters c
     using change_counters newer
     where ${sameKept.join(' and ')}
       and (newer.version, newer.${droppedKey}) > (c.version, c.${droppedKey})`;
}
