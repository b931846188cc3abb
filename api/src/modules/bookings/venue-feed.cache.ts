import { LRUCache } from 'lru-cache';

/** A venue's iCalendar text with the tag of the data it was built from. */
interface BuiltFeed {
  tag: string;
  calendar: string;
}

/** Venues' feeds kept at once; beyond them the least recently asked goes. */
const MAX_FEEDS = 64;
/**
 * And at most this many characters of iCalendar text in all (a venue's six months of bookings is
 * tens of kilobytes; a feed bigger than the whole bound is built every time, never kept).
 */
const MAX_FEED_CHARACTERS = 32 * 2 ** 20;

/**
 * Calendar apps poll a venue's feed, and building it (its bookings, their performers, the text of
 * every event) costs far more than reading the change counters that say whether it changed: the
 * text is kept per venue with the tag it was built under and built again only when the tag moves.
 * The tag comes from the database, so a write from any process or replica shows on the next read.
 */
export function createVenueFeedCache({ maxFeeds = MAX_FEEDS, maxCharacters = MAX_FEED_CHARACTERS } = {}) {
  const feeds = new LRUCache<number, BuiltFeed>({
    max: maxFeeds,
    maxSize: maxCharacters,
    sizeCalculation: (feed) => Math.max(1, feed.calendar.length),
  });
  // Simultaneous misses of one venue under one tag share one build.
  const building = new Map<string, Promise<string>>();

  return {
    /** The venue's calendar under `tag`: the kept one when it was built under that tag, else built now. */
    async calendarOf(departmentId: number, tag: string, build: () => Promise<string>): Promise<string> {
      const kept = feeds.get(departmentId);
      if (kept?.tag === tag) return kept.calendar;
      const key = `${departmentId} ${tag}`;
      const pending = building.get(key);
      if (pending) return pending;
      const built = build()
        .then((calendar) => {
          feeds.set(departmentId, { tag, calendar });
          return calendar;
        })
        .finally(() => building.delete(key));
      building.set(key, built);
      return built;
    },

    /** How many venues' feeds are kept. */
    get size(): number {
      return feeds.size;
    },
  };
}

export type VenueFeedCache = ReturnType<typeof createVenueFeedCache>;
