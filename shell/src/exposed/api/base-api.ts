import { createApi } from '@reduxjs/toolkit/query/react';
import type { SessionEndCause } from '@booking-portal/api/contract';
import { selectSessionEndCause, selectSignOutDoneHere, sessionEnded } from '../session/session-end.slice';
import type { AppThunk } from '../store/root-reducer';
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
    onSessionEnded: ({ dispatch }, reason) => {
      dispatch(endSessionHere(reason ?? 'unknown'));
    },
  }),
  tagTypes: SHARED_TAG_TYPES,
  keepUnusedDataFor: KEEP_UNUSED_DATA_SECONDS,
  refetchOnFocus: true,
  endpoints: () => ({}),
});

export type BaseApi = typeof baseApi;

/**
 * The server no longer honours the page's session (its 401 says why, or the cookie is gone): nothing
 * of its user may stay on screen. The first time, every cached answer goes (the shell's and every
 * remote's endpoints live in this one API, so one reset drops them all, and running calls are aborted);
 * recording the cause clears the remotes' slices and turns the guard to the sign-in page, which says why.
 */
export function endSessionHere(cause: SessionEndCause): AppThunk {
  return (dispatch, getState) => {
    // The page's own logout has answered and cleared it: a late 401 of its own is no news.
    if (selectSignOutDoneHere(getState())) return;
    const alreadyEnded = selectSessionEndCause(getState()) !== null;
    if (!alreadyEnded) dispatch(baseApi.util.resetApiState());
    dispatch(sessionEnded(cause));
  };
}
