import type { Knex } from 'knex';
import { storeTokenHashes } from './performer-feed.repository';
import type { StoredPageToken } from './performer-page-token';

/** A stored page: its feed hash is null between a feed reset and the page's next opening. */
export interface StoredPage {
  performerId: number;
  feedGeneration: number;
  feedTokenHash: string | null;
}

/** performer_page_tokens: per performer, the hashes of their page token and of its feed token. */
export function createPerformerPageRepository(knex: Knex) {
  return {
    async exists(performerId: number): Promise<boolean> {
      const row: { performerId: number } | undefined = await knex('performer_page_tokens')
        .first('performerId')
        .where({ performerId });
      return row !== undefined;
    },

    /** Replaces the performer's page (and with it its feed); true when they had none before. */
    store(
      trx: Knex.Transaction,
      performerId: number,
      stored: StoredPageToken,
    ): Promise<{ created: boolean }> {
      // A new page starts its feed afresh, whatever feed resets the old one went through.
      return storeTokenHashes(trx, 'performer_page_tokens', performerId, { ...stored, feedGeneration: 0 });
    },

    /** The page behind a token hash: its performer and its feed's generation and stored hash. */
    async find(tokenHash: string): Promise<StoredPage | null> {
      const row: StoredPage | undefined = await knex('performer_page_tokens')
        .first('performerId', 'feedGeneration', 'feedTokenHash')
        .where({ tokenHash });
      return row ?? null;
    },

    /**
     * Stores the hash of the page's feed after a feed reset dropped it, only for the generation it was
     * derived for: a page read racing another feed reset cannot bring back a revoked address.
     */
    async storeFeedHash(performerId: number, feedGeneration: number, feedTokenHash: string): Promise<void> {
      await knex('performer_page_tokens')
        .update({ feedTokenHash })
        .where({ performerId, feedGeneration })
        .whereNull('feedTokenHash');
    },
  };
}

export type PerformerPageRepository = ReturnType<typeof createPerformerPageRepository>;
