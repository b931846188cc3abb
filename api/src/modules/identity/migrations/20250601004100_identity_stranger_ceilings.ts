import type { Knex } from 'knex';

/** One row counting a minute ceiling's window (platform/db/minute-ceiling.ts). */
async function createCeilingWindow(knex: Knex, table: string): Promise<void> {
  await knex.schema.createTable(table, (columns) => {
    // One row only: the primary key admits the single value true.
    columns.boolean('singleton').primary().defaultTo(true);
    columns.integer('rows').notNullable();
    columns.timestamp('window_ends_at', { useTz: true }).notNullable();
  });
  await knex.raw(`alter table ?? add constraint ?? check (singleton)`, [table, `${table}_one`]);
}

/**
 * What strangers from ever new addresses make identity write, bounded across every client and
 * replica (stranger-ceilings.ts):
 * - login_attempt_ceiling_window: login_attempts rows of sign-ins with an unknown e-mail this minute;
 * - rate_limit_ceiling_window: new rate_limit_counters rows (a client's first hit of a limit) this minute;
 * - login_attempt_folds: the unknown e-mails' failed sign-ins past their ceiling, counted per
 *   client bucket (a keyed hash of the client) and period of the per-client throttle's window, two
 *   rows a bucket (this period and the last, by `period`'s parity), so the table never holds more
 *   than twice the buckets.
 */
export async function up(knex: Knex): Promise<void> {
  await createCeilingWindow(knex, 'login_attempt_ceiling_window');
  await createCeilingWindow(knex, 'rate_limit_ceiling_window');
  await knex.schema.createTable('login_attempt_folds', (table) => {
    table.integer('bucket').notNullable();
    table.smallint('parity').notNullable();
    // Windows since the Unix epoch: the row counts this period's failures.
    table.bigInteger('period').notNullable();
    table.integer('failures').notNullable();
    table.primary(['bucket', 'parity']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('login_attempt_folds');
  await knex.schema.dropTable('rate_limit_ceiling_window');
  await knex.schema.dropTable('login_attempt_ceiling_window');
}
