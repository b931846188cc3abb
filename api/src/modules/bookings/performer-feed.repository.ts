import type { Knex } from 'knex';

/** performer_feed_tokens: one SHA-256 token hash per performer (the token itself is never stored). */
export function createPerformerFeedRepository(knex: Knex) {
  return {
    async exists(performerId: number): Promise<boolean> {
      const row: { performerId: number } | undefined = await knex('performer_feed_tokens')
        .first('performerId')
        .where({ performerId });
      return row !== undefined;
    },

    /**
     * Stores the performer's hash, replacing any earlier one (which stops working at once).
     * True when there was none before. The insert either wins or meets the existing row, so two
     * concurrent first stores still record exactly one creation.
     */
    async store(
      trx: Knex.Transaction,
      performerId: number,
      tokenHash: string,
    ): Promise<{ created: boolean }> {
      const inserted: unknown[] = await trx('performer_feed_tokens')
        .insert({ performerId, tokenHash })
        .onConflict('performerId')
        .ignore()
        .returning('performerId');
      if (inserted.length > 0) return { created: true };
      await trx('performer_feed_tokens')
        .update({ tokenHash, createdAt: trx.fn.now() })
        .where({ performerId });
      return { created: false };
    },

    async findPerformerId(tokenHash: string): Promise<number | null> {
      const row: { performerId: number } | undefined = await knex('performer_feed_tokens')
        .first('performerId')
        .where({ tokenHash });
      return row?.performerId ?? null;
    },
  };
}

export type PerformerFeedRepository = ReturnType<typeof createPerformerFeedRepository>;
