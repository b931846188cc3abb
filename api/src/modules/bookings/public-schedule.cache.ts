import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { PublicBookingsQuery } from '../../contract';

/** The public schedule's answer, serialized once and shared by every guest who asks the same range. */
export interface PublicAnswer {
  /** The JSON, encoded once: a string body would be measured and encoded again on every answer. */
  body: Buffer;
  /** Strong validator of `body`. */
  etag: string;
}

/**
 * Every guest asks the same few ranges (this month, next month), so answers are kept serialized
 * with their ETag: a cached read costs no query, no JSON.stringify and no hash. Answers live
 * 10 seconds and this process's booking writes clear them at once; a write on another replica, or
 * a performer renamed, shows within those 10 seconds (guests' browsers keep answers 5 minutes anyway).
 */
const ANSWER_TTL_MS = 10_000;
/** Ranges kept at once; beyond them the least recently asked goes (a crawler walking months cannot grow memory). */
const MAX_RANGES = 64;
/** Query strings remembered as valid; the same bound, for the same reason. */
const MAX_QUERY_STRINGS = 256;

export function createPublicAnswerCache(load: (query: PublicBookingsQuery) => Promise<unknown>) {
  const answers = new LRUCache<string, PublicAnswer, PublicBookingsQuery>({
    max: MAX_RANGES,
    ttl: ANSWER_TTL_MS,
    // Simultaneous misses of one range share one read.
    fetchMethod: async (_key, _stale, { context }) => {
      const body = Buffer.from(JSON.stringify(await load(context)));
      return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
    },
  });
  // Validating the query costs more than answering from the cache; a query string once found valid
  // stays valid (the rules do not change while the process runs), so it is not validated again.
  const validQueries = new LRUCache<string, PublicBookingsQuery>({ max: MAX_QUERY_STRINGS });

  async function answerFor(query: PublicBookingsQuery): Promise<PublicAnswer> {
    const answer = await answers.fetch(`${query.from ?? ''}|${query.to ?? ''}`, { context: query });
    if (!answer) throw new Error('public schedule answer could not be loaded');
    return answer;
  }

  return {
    /** The answer for a raw query string; `parse` validates it (and throws the 400) the first time only. */
    async answerForQueryString(
      queryString: string,
      parse: () => Promise<PublicBookingsQuery>,
    ): Promise<PublicAnswer> {
      let query = validQueries.get(queryString);
      if (query === undefined) {
        query = await parse();
        validQueries.set(queryString, query);
      }
      return answerFor(query);
    },
    clear(): void {
      answers.clear();
    },
  };
}

export type PublicAnswerCache = ReturnType<typeof createPublicAnswerCache>;
