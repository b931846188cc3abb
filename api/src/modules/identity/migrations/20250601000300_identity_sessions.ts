import type { Knex } from 'knex';

/** Server-side sessions, login attempts (throttling) and rate-limit counters: no state in process memory. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('sessions', (table) => {
    // sha256 hex of the cookie's random token; the token itself is never stored.
    table.text('id').primary();
    table.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('expires_at', { useTz: true }).notNullable();
    table.timestamp('last_seen_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.text('ip');
    table.text('user_agent');
    table.index(['user_id']);
    table.index(['expires_at']);
  });

  await knex.schema.createTable('login_attempts', (table) => {
    table.bigIncrements('id');
    table.text('email').notNullable();
    table.text('ip').notNullable();
    table.boolean('success').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(['email', 'created_at']);
    table.index(['ip', 'created_at']);
  });

  // Fixed-window counters: one row per limiter key, reset when its window has ended.
  await knex.schema.createTable('rate_limit_counters', (table) => {
    table.text('key').primary();
    table.integer('hits').notNullable();
    table.timestamp('window_ends_at', { useTz: true }).notNullable();
    table.index(['window_ends_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('rate_limit_counters');
  await knex.schema.dropTable('login_attempts');
  await knex.schema.dropTable('sessions');
}
