import type { Knex } from 'knex';

/**
 * Change sets: what one user action did to bookings, one row per action and one item per booking
 * with its values before and after (jsonb; null before a create and after a delete). Items name their
 * booking without a foreign key: a deleted booking's items are what an undo restores it from. The
 * author's e-mail is kept as written, like an audit row's, so the history outlives the account.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('booking_change_sets', (table) => {
    table.bigIncrements('id');
    table.text('kind').notNullable();
    table.text('action').notNullable();
    table.integer('user_id').references('id').inTable('users').onDelete('SET NULL');
    table.text('email');
    table.integer('item_count').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.bigInteger('undo_of').references('id').inTable('booking_change_sets').onDelete('SET NULL');
    table.bigInteger('undone_by').references('id').inTable('booking_change_sets').onDelete('SET NULL');
  });
  await knex.raw(
    `alter table booking_change_sets add constraint booking_change_sets_kind check (kind in
       ('create', 'edit', 'move', 'finalize', 'make_pending', 'delete', 'duplicate',
        'recurring_create', 'department_migration', 'undo'))`,
  );
  await knex.raw(
    `alter table booking_change_sets add constraint booking_change_sets_action check (action in
       ('booking_created', 'booking_updated', 'booking_deleted'))`,
  );
  // The Undo list: a user's newest change sets of the last day.
  await knex.raw(
    'create index booking_change_sets_author on booking_change_sets (user_id, created_at desc, id desc)',
  );

  await knex.schema.createTable('booking_change_set_items', (table) => {
    table
      .bigInteger('change_set_id')
      .notNullable()
      .references('id')
      .inTable('booking_change_sets')
      .onDelete('CASCADE');
    table.integer('position').notNullable();
    table.integer('booking_id').notNullable();
    table.jsonb('before');
    table.jsonb('after');
    table.primary(['change_set_id', 'position']);
  });
  // A booking's History: every change set that touched it, newest first.
  await knex.raw(
    'create index booking_change_set_items_booking on booking_change_set_items (booking_id, change_set_id desc)',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('booking_change_set_items');
  await knex.schema.dropTable('booking_change_sets');
}
