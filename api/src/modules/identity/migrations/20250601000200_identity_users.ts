import type { Knex } from 'knex';

/** Users and their admin permissions (owned by the identity module). */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('users', (table) => {
    table.increments('id');
    table.text('username').notNullable().unique();
    table.text('email').notNullable().unique();
    table.text('password_hash');
    // The external auth id: NULL while the user is pending registration.
    table.text('firebase_uid').unique();
    table.integer('organization_id').references('id').inTable('organizations').onDelete('SET NULL');
    table.text('department');
    table.timestamp('disabled_at', { useTz: true });
    table.timestamp('locked_until', { useTz: true });
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(['organization_id']);
  });
  await knex.raw(`alter table users add constraint users_email_lowercase check (email = lower(email))`);

  await knex.schema.createTable('admin_permissions', (table) => {
    table.increments('id');
    table.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.text('permission_level').notNullable();
    table.integer('organization_id').references('id').inTable('organizations').onDelete('CASCADE');
    table.integer('granted_by').references('id').inTable('users').onDelete('SET NULL');
    table.timestamp('granted_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(['organization_id']);
  });
  await knex.raw(
    `alter table admin_permissions add constraint admin_permissions_level
       check (permission_level in ('owner', 'org_admin', 'super_admin', 'user'))`,
  );
  // NULLS NOT DISTINCT: an owner permission without an organization must not be granted twice.
  await knex.raw(
    `alter table admin_permissions add constraint admin_permissions_unique_grant
       unique nulls not distinct (user_id, permission_level, organization_id)`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('admin_permissions');
  await knex.schema.dropTable('users');
}
