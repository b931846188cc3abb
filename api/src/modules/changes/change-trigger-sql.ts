/** What the change counters' migrations write their triggers with (the same in each of them). */

/** One statement-level trigger per event: transition tables allow one event each. */
export const TRIGGER_EVENTS = [
  { event: 'insert', referencing: 'new table as new_rows' },
  { event: 'update', referencing: 'new table as new_rows old table as old_rows' },
  { event: 'delete', referencing: 'old table as old_rows' },
] as const;

/** A trigger argument is a string literal (the migrations' own constants, never input). */
function quotedArgument(text: string): string {
  return `'${text.replace(/'/g, "''")}'`;
}

export function changeTriggerName(table: string, event: string): string {
  return `${table}_changes_${event}`;
}

/**
 * The trigger function every watched table's triggers call: the rows the statement touched give the
 * organizations (0 for rows without one), and with periods the period the third argument computes (0
 * when a table gives none); each key gets a new version, in key order, so two statements touching
 * several keys lock their rows alike.
 */
export function bumpFunctionSql({ withPeriods }: { withPeriods: boolean }): string {
  const periodColumn = withPeriods ? ', period' : '';
  const periodOf = withPeriods ? ', coalesce(%s, 0) as period' : '';
  const periodArgument = withPeriods ? " coalesce(tg_argv[2], '0')," : '';
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
        'insert into change_counters (scope, organization_id${periodColumn}, version)
         select %L, organization_id${periodColumn}, nextval(''change_counter_versions'')
         from (select distinct coalesce(%s, 0) as organization_id${periodOf} from (%s) changed) keys
         order by organization_id${periodColumn}
         on conflict (scope, organization_id${periodColumn}) do update set version = excluded.version',
        tg_argv[0], tg_argv[1],${periodArgument} touched);
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
