import type { Knex } from 'knex';

/**
 * Who asked for a registration or reset link (the client address, IPv6 by /64), so each client's
 * links to an address are bounded on their own and a stranger's cannot use up the address's
 * owner's; and when each link's mail is due, so an address's own ceiling can hold the newest
 * request's mail back until its hour allows one more, instead of dropping it.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('account_links', (table) => {
    table.text('requested_from');
    table.timestamp('mail_due_at', { useTz: true });
  });
  await knex.raw('update account_links set mail_due_at = created_at');
  await knex.raw('alter table account_links alter column mail_due_at set not null');
  await knex.raw('alter table account_links alter column mail_due_at set default now()');
  // The client's bound counts its own links to one address within the hour.
  await knex.schema.alterTable('account_links', (table) => {
    table.index(['user_id', 'purpose', 'requested_from', 'created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('account_links', (table) => {
    table.dropIndex(['user_id', 'purpose', 'requested_from', 'created_at']);
    table.dropColumn('mail_due_at');
    table.dropColumn('requested_from');
  });
}
