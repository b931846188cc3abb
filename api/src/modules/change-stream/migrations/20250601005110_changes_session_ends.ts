import type { Knex } from 'knex';

/**
 * A session ends by its row's delete (sign-out, a disabled account, a password reset, the expiry
 * housekeeping): its user's change streams, on every API process, re-check their session at once
 * and close when it is gone, instead of at their next heartbeat. One message per statement, naming
 * the users (every user past 100, as the housekeeping's bulk delete would).
 */
const MOST_USERS_NAMED = 100;

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    create function change_stream_sessions_ended() returns trigger language plpgsql as $$
    declare
      ended int[];
    begin
      select array_agg(distinct user_id) into ended from old_rows;
      if ended is null then
        return null;
      end if;
      perform pg_notify('portal_changes', case
        when cardinality(ended) > ${MOST_USERS_NAMED} then '{"sessionsEndedOf":"every"}'
        else jsonb_build_object('sessionsEndedOf', to_jsonb(ended))::text
      end);
      return null;
    end $$`);
  await knex.raw(`
    create trigger sessions_ended after delete on sessions
      referencing old table as old_rows for each statement
      execute function change_stream_sessions_ended()`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop trigger if exists sessions_ended on sessions');
  await knex.raw('drop function if exists change_stream_sessions_ended()');
}
