import type { Knex } from 'knex';
import type { FeedAddressState } from './performer-digest';

/** The tables keeping one row of token hashes per performer. */
type TokenTable = 'performer_feed_tokens' | 'performer_page_tokens';

/**
 * Stores a performer's token hashes, replacing any earlier ones (which stop working at once).
 * True when there were none before. The insert either wins or meets the existing row, so two
 * concurrent first stores still record exactly one creation.
 */
export async function storeTokenHashes(
  trx: Knex.Transaction,
  table: TokenTable,
  performerId: number,
  hashes: Readonly<Record<string, string | number>>,
): Promise<{ created: boolean }> {
  const inserted: unknown[] = await trx(table)
    .insert({ performerId, ...hashes })
    .onConflict('performerId')
    .ignore()
    .returning('performerId');
  if (inserted.length > 0) return { created: true };
  await trx(table)
    .update({ ...hashes, createdAt: trx.fn.now() })
    .where({ performerId });
  return { created: false };
}

/**
 * performer_feed_tokens: one SHA-256 token hash per performer (the token itself is never stored).
 * A feed is also opened by the feed token of the performer's own page (performer_page_tokens).
 */
export function createPerformerFeedRepository(knex: Knex) {
  return {
    /** Whether the owner made a feed address (a page's own feed does not count: it is not resent). */
    async exists(performerId: number): Promise<boolean> {
      const row: { performerId: number } | undefined = await knex('performer_feed_tokens')
        .first('performerId')
        .where({ performerId });
      return row !== undefined;
    },

    /**
     * Where the performer's feed can be found, for their digest: an owner-made address ('exists'),
     * only the feed on their own page ('page'), or none. One statement.
     */
    async addressState(performerId: number): Promise<FeedAddressState> {
      const result: { rows: { made: boolean; page: boolean }[] } = await knex.raw(
        `select exists (select 1 from performer_feed_tokens where performer_id = ?) as made,
                exists (select 1 from performer_page_tokens where performer_id = ?) as page`,
        [performerId, performerId],
      );
      const [row] = result.rows;
      if (row?.made) return 'exists';
      return row?.page ? 'page' : 'none';
    },

    store(trx: Knex.Transaction, performerId: number, tokenHash: string): Promise<{ created: boolean }> {
      return storeTokenHashes(trx, 'performer_feed_tokens', performerId, { tokenHash });
    },

    /**
     * Ends the feed address shown on the performer's page (in the caller's transaction): its hash is
     * dropped and the page moves to its next feed generation, which it stores when next opened.
     */
    async revokePageFeed(trx: Knex.Transaction, performerId: number): Promise<void> {
      await trx('performer_page_tokens')
        .update({ feedTokenHash: null, feedGeneration: trx.raw('feed_generation + 1') })
        .where({ performerId });
    },

    /** The performer whose owner-made feed token, or whose page's feed token, has this hash. */
    async findPerformerId(tokenHash: string): Promise<number | null> {
      const made: { performerId: number } | undefined = await knex('performer_feed_tokens')
        .first('performerId')
        .where({ tokenHash });
      if (made) return made.performerId;
      const ofPage: { performerId: number } | undefined = await knex('performer_page_tokens')
        .first('performerId')
        .where({ feedTokenHash: tokenHash });
      return ofPage?.performerId ?? null;
    },
  };
}

export type PerformerFeedRepository = ReturnType<typeof createPerformerFeedRepository>;
