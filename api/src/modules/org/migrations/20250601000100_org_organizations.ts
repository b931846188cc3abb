import type { Knex } from 'knex';

/** Organizations, their departments and the provider's performers (owned by the org module). */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('organizations', (table) => {
    table.increments('id');
    table.text('name').notNullable();
    table.text('slug').notNullable().unique();
    table.specificType('domains', 'text[]').notNullable().defaultTo('{}');
    table.text('logo');
    table.text('time_zone').notNullable().defaultTo('America/New_York');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  await knex.schema.createTable('departments', (table) => {
    table.increments('id');
    table.text('name').notNullable();
    table.text('color');
    table
      .integer('organization_id')
      .notNullable()
      .references('id')
      .inTable('organizations')
      .onDelete('CASCADE');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.unique(['organization_id', 'name']);
  });
  await knex.raw(
    `alter table departments add constraint departments_color_hex check (color ~ '^#[0-9A-Fa-f]{6}$')`,
  );

  await knex.schema.createTable('performers', (table) => {
    table.increments('id');
    table.text('name').notNullable();
    table.specificType('instruments', 'text[]').notNullable();
    table.text('profile_picture');
    table.text('bio');
    table.integer('organization_id').references('id').inTable('organizations').onDelete('CASCADE');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(['organization_id', 'name']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('performers');
  await knex.schema.dropTable('departments');
  await knex.schema.dropTable('organizations');
}
