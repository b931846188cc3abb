import { baseApi } from './base-api';
import type { TransportMeta } from './base-query';

/** A single read's answer with its version (the ETag a write of the entity sends back as If-Match). */
export interface VersionedAnswer {
  entity: unknown;
  /** Null when the answer carried no ETag: the write then goes without If-Match. */
  version: string | null;
}

/**
 * The single read an edit dialog makes when it opens (GET /api/users/:id, /api/departments/:id...).
 * Kept for no time: every opening reads afresh, since the version must be what the writer saw then.
 */
const versionedReadApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    readForEdit: build.query<VersionedAnswer, string>({
      query: (url) => url,
      transformResponse: (entity: unknown, meta: TransportMeta | undefined) => ({
        entity,
        version: meta?.etag ?? null,
      }),
      keepUnusedDataFor: 0,
    }),
  }),
  overrideExisting: 'throw',
});

export const { useLazyReadForEditQuery } = versionedReadApi;
