import type { Knex } from 'knex';
import { storeTokenHashes } from './performer-feed.repository';
import type { StoredPageToken } from './performer-page-token';

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
      return storeTokenHashes(trx, 'performer_page_tokens', performerId, { ...stored });
    },

    async findPerformerId(tokenHash: string): Promise<number | null> {
      const row: { performerId: number } | undefined = await knex('performer_page_tokens')
        .first('performerId')
        .where({ tokenHash });
      return row?.performerId ?? null;
    },
  };
}

export type PerformerPageRepository = ReturnType<typeof createPerformerPageRepository>;
