/** Enough of RTK Query's state to list the tag types that cached data currently provides. */
interface ApiStateWithTags {
  api?: { provided?: { tags?: Record<string, unknown> } };
}

/**
 * Every tag type some cached entry provides right now, including the types remotes added with
 * enhanceEndpoints: invalidating all of them invalidates all cached data.
 */
export function providedTagTypes(state: unknown): string[] {
  const tags = (state as ApiStateWithTags | undefined)?.api?.provided?.tags;
  return tags === undefined ? [] : Object.keys(tags);
}
