/**
 * The bump function that also tells every API process what it bumped: one NOTIFY on
 * CHANGE_NOTIFICATION_CHANNEL per statement, queued in the writer's transaction, so it is delivered
 * at commit and never for a write that rolled back.
 */

/** The channel the bumps (and the change stream's own messages) are sent on. */
export const CHANGE_NOTIFICATION_CHANNEL = 'portal_changes';

/**
 * PostgreSQL refuses a payload of 8000 bytes or more: past this, a statement's message names only the
 * range of versions it took, and each listener reads those counters back (a bulk write of years).
 */
const MOST_NOTIFIED_BYTES = 7000;

/**
 * `{"scope": s, "keys": [[organization_id, period, department, version], ...]}`, or
 * `{"scope": s, "from": lowest, "to": highest}` when the keys would not fit. Each counter also keeps
 * when it was last bumped (changed_at, the clock at the bump, not the transaction's start): versions
 * are taken in sequence order, not commit order, so a listener that was away replays the counters
 * bumped shortly before it lost its session as well as the versions past the last it saw.
 */
export function notifyingBumpFunctionSql(): string {
  return `
    create or replace function change_counters_bump() returns trigger language plpgsql as $$
    declare
      touched text := case tg_op
        when 'INSERT' then 'select * from new_rows'
        when 'DELETE' then 'select * from old_rows'
        else 'select * from new_rows union all select * from old_rows'
      end;
      bumped jsonb;
      lowest bigint;
      highest bigint;
      message text;
    begin
      execute format(
        'with bumped as (
           insert into change_counters (scope, organization_id, period, department, version, changed_at)
           select %L, organization_id, period, department, nextval(''change_counter_versions''), clock_timestamp()
           from (select distinct coalesce(%s, 0) as organization_id, coalesce(%s, 0) as period,
                   coalesce(%s, '''') as department from (%s) changed) keys
           order by organization_id, period, department
           on conflict (scope, organization_id, period, department)
             do update set version = excluded.version, changed_at = excluded.changed_at
           returning organization_id, period, department, version)
         select jsonb_agg(jsonb_build_array(organization_id, period, department, version)),
                min(version), max(version)
           from bumped',
        tg_argv[0], tg_argv[1], coalesce(tg_argv[2], '0'), coalesce(tg_argv[3], ''''''), touched)
        into bumped, lowest, highest;
      if bumped is null then
        return null;
      end if;
      message := jsonb_build_object('scope', tg_argv[0], 'keys', bumped)::text;
      if octet_length(message) > ${MOST_NOTIFIED_BYTES} then
        message := jsonb_build_object('scope', tg_argv[0], 'from', lowest, 'to', highest)::text;
      end if;
      perform pg_notify('${CHANGE_NOTIFICATION_CHANNEL}', message);
      return null;
    end $$`;
}
