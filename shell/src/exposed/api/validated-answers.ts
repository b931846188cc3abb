/** How many reads keep their last answer and its validator: a few screens' worth of months and lists. */
const VALIDATED_ANSWERS_LIMIT = 40;

interface ValidatedAnswer {
  tag: string;
  data: unknown;
}

/**
 * The last answer of each read address with its ETag, least recently used first out. Browsers bypass
 * their own HTTP cache for the spec's no-cache reads, so the transport revalidates by itself: it sends
 * If-None-Match and, on 304, gives back the data it kept (the same object, so nothing re-renders).
 * The server's tag is the signed-in user's own; the store is still emptied when the session changes,
 * so one user's answers are not kept in memory for the next.
 */
export function createValidatedAnswers(limit = VALIDATED_ANSWERS_LIMIT) {
  const answers = new Map<string, ValidatedAnswer>();
  return {
    tagOf(url: string): string | undefined {
      return answers.get(url)?.tag;
    },
    /** The data kept with the tag the server just confirmed, or undefined if it is no longer kept. */
    confirmed(url: string, tag: string | null): { data: unknown; tag: string } | undefined {
      const kept = answers.get(url);
      if (kept === undefined || (tag !== null && tag !== kept.tag)) return undefined;
      answers.delete(url);
      answers.set(url, kept);
      return { data: kept.data, tag: kept.tag };
    },
    keep(url: string, tag: string | null, data: unknown): void {
      answers.delete(url);
      if (tag === null) return;
      answers.set(url, { tag, data });
      if (answers.size > limit) {
        const oldest = answers.keys().next();
        if (oldest.done !== true) answers.delete(oldest.value);
      }
    },
    forget(url: string): void {
      answers.delete(url);
    },
    clear(): void {
      answers.clear();
    },
    get size(): number {
      return answers.size;
    },
  };
}

export type ValidatedAnswers = ReturnType<typeof createValidatedAnswers>;
