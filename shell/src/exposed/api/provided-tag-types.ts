import type { SharedTagType } from './tags';

/** Enough of RTK Query's state to list the tag types that cached data currently provides. */
interface ApiStateWithTags {
  api?: { provided?: { tags?: Record<string, unknown> } };
}

/**
 * Every tag type some cached entry provides right now, including the types remotes added with
 * enhanceEndpoints: invalidating all of them invalidates all cached data. RTK Query invalidates a tag
 * type by its name whichever injection declared it, so the remotes' own types pass as the base API's.
 */
export function providedTagTypes(state: unknown): SharedTagType[] {
  const tags = (state as ApiStateWithTags | undefined)?.api?.provided?.tags;
  return tags === undefined ? [] : (Object.keys(tags) as SharedTagType[]);
}
