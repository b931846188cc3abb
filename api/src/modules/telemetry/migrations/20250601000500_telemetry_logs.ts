import type { Knex } from 'knex';

/**
 * The log entities of docs/PRODUCT.md section 3. No foreign keys: a log row outlives the user or
 * organization it mentions.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('audit_logs', (table) => {
    table.bigIncrements('id');
    table.timestamp('timestamp', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.integer('user_id');
    table.text('email');
    table.text('action').notNullable();
    table.text('resource');
    table.text('resource_id');
    table.text('ip_address');
    table.text('user_agent');
    table.boolean('success').notNullable();
    table.text('details');
    table.integer('organization_id');
    table.index(['timestamp']);
    table.index(['action', 'timestamp']);
  });

  await knex.schema.createTable('performance_logs', (table) => {
    table.bigIncrements('id');
    table.timestamp('timestamp', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.text('endpoint').notNullable();
    table.text('method').notNullable();
    table.integer('response_time').notNullable();
    table.integer('status_code').notNullable();
    table.integer('user_id');
    table.integer('organization_id');
    table.text('error_message');
    table.index(['timestamp']);
    table.index(['endpoint', 'timestamp']);
  });

  await knex.schema.createTable('system_metrics', (table) => {
    table.bigIncrements('id');
    table.timestamp('timestamp', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.text('metric_type').notNullable();
    table.bigInteger('value').notNullable();
    table.text('details');
    table.index(['metric_type', 'timestamp']);
  });

  await knex.schema.createTable('security_events', (table) => {
    table.bigIncrements('id');
    table.timestamp('timestamp', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.text('event_type').notNullable();
    table.text('ip_address');
    table.text('user_agent');
    table.text('email');
    table.text('severity').notNullable();
    table.text('details');
    table.boolean('resolved').notNullable().defaultTo(false);
    table.index(['timestamp']);
    table.index(['resolved', 'timestamp']);
    table.index(['event_type', 'timestamp']);
  });
  await knex.raw(
    `alter table security_events add constraint security_events_severity
       check (severity in ('critical', 'high', 'medium', 'low'))`,
  );

  await knex.schema.createTable('site_visits', (table) => {
    table.bigIncrements('id');
    table.timestamp('timestamp', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.text('ip_address');
    table.text('user_agent');
    table.text('page').notNullable();
    table.text('referrer');
    table.text('session_id');
    table.index(['timestamp']);
    table.index(['page', 'timestamp']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('site_visits');
  await knex.schema.dropTable('security_events');
  await knex.schema.dropTable('system_metrics');
  await knex.schema.dropTable('performance_logs');
  await knex.schema.dropTable('audit_logs');
}
