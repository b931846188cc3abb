import type { Knex } from 'knex';

/** The id the provider has had since the first migration; from here on its kind says so instead. */
const EXISTING_PROVIDER_ID = 2;

/**
 * Each organization's kind: the provider (at most one, enforced by a partial unique index) or a
 * client. Role resolution, bookability and the performers' home read it instead of the number 2.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('organizations', (table) => {
    table.text('kind').notNullable().defaultTo('client');
  });
  await knex.raw(
    `alter table organizations add constraint organizations_kind check (kind in ('provider', 'client'))`,
  );
  await knex('organizations').where({ id: EXISTING_PROVIDER_ID }).update({ kind: 'provider' });
  await knex.raw(
    `create unique index organizations_one_provider on organizations (kind) where kind = 'provider'`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index organizations_one_provider');
  await knex.schema.alterTable('organizations', (table) => {
    table.dropColumn('kind');
  });
}
