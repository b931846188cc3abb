import type { Knex } from 'knex';

/**
 * Why a session ended, kept while its cookie could still come back: a 401 to that cookie can then say
 * the account was disabled, the session signed out, or the password reset. A row is only written when
 * a session row is deleted for one of those reasons, never for a cookie a caller makes up, and lives
 * until the session itself would have expired (the cookie's own lifetime); the housekeeping deletes it
 * after that. So the table never holds more rows than the sessions signed in within one lifetime.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('ended_sessions', (table) => {
    // The ended session's id: sha256 hex of its cookie's token, as in sessions.
    table.text('id').primary();
    table.text('reason').notNullable();
    table.timestamp('ended_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('expires_at', { useTz: true }).notNullable();
    table.index(['expires_at']);
  });
  await knex.raw(
    `alter table ended_sessions add constraint ended_sessions_reason
       check (reason in ('disabled', 'signed_out', 'password_reset'))`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('ended_sessions');
}
