import { createApi } from '@reduxjs/toolkit/query/react';
import { createTransportBaseQuery } from './base-query';
import { providedTagTypes } from './provided-tag-types';
import { SHARED_TAG_TYPES } from './tags';

/** Cached data stays fresh for 30 s (docs/PRODUCT.md section 9). */
const KEEP_UNUSED_DATA_SECONDS = 30;

/**
 * The one RTK Query API of the portal. The shell and every remote add their endpoints to it with
 * enhanceEndpoints({ addTagTypes }) then injectEndpoints({ overrideExisting: 'throw' }), so one tag
 * invalidation reaches every screen. It declares the tags shared between remotes (./tags); a remote adds
 * the tags only it uses.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: createTransportBaseQuery({
    onWriteFailed: ({ dispatch, getState }, request, error) => {
      // docs/PRODUCT.md section 7: after a failed write the cached data may no longer match the server.
      console.warn(`Write ${request.method ?? 'GET'} ${request.url} failed: ${error.message}`);
      dispatch(baseApi.util.invalidateTags(providedTagTypes(getState())));
    },
  }),
  tagTypes: SHARED_TAG_TYPES,
  keepUnusedDataFor: KEEP_UNUSED_DATA_SECONDS,
  refetchOnFocus: true,
  endpoints: () => ({}),
});

export type BaseApi = typeof baseApi;
