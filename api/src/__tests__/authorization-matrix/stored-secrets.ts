import type { Knex } from 'knex';

/** Every credential the database holds: session ids, password hashes and feed- and page-token hashes. */
export async function storedSecrets(knex: Knex): Promise<string[]> {
  const sessions: { id: string }[] = await knex('sessions').select('id');
  const users: { passwordHash: string }[] = await knex('users')
    .select('passwordHash')
    .whereNotNull('passwordHash');
  // The feed tokens have a later migration than the rest; before it there are none to hide.
  const feeds: { tokenHash: string }[] = (await knex.schema.hasTable('performer_feed_tokens'))
    ? await knex('performer_feed_tokens').select('tokenHash')
    : [];
  // A page's feed hash is null between a reset of the performer's feed and the page's next opening.
  const pages: { tokenHash: string; feedTokenHash: string | null }[] = (await knex.schema.hasTable(
    'performer_page_tokens',
  ))
    ? await knex('performer_page_tokens').select('tokenHash', 'feedTokenHash')
    : [];
  // Account links' token hashes and the registration links' pending password hashes.
  const links: { tokenHash: string; pendingPasswordHash: string | null }[] = (await knex.schema.hasTable(
    'account_links',
  ))
    ? await knex('account_links').select('tokenHash', 'pendingPasswordHash')
    : [];
  if (sessions.length === 0 || users.length === 0) throw new Error('no stored credentials to look for');
  return [
    ...sessions.map((row) => row.id),
    ...users.map((row) => row.passwordHash),
    ...feeds.map((row) => row.tokenHash),
    ...pages.flatMap((row) => [row.tokenHash, ...(row.feedTokenHash ? [row.feedTokenHash] : [])]),
    ...links.flatMap((row) => [row.tokenHash, ...(row.pendingPasswordHash ? [row.pendingPasswordHash] : [])]),
  ];
}
