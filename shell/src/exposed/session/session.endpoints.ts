import { ACCOUNT_PATHS, type SessionDto } from '@booking-portal/api/contract';
import { baseApi, endSessionHere } from '../api/base-api';
import { SESSION_TAG } from '../api/tags';
import { sessionEndForgotten, signOutDone, signOutFailed, signOutStarted } from './session-end.slice';

/** The session calls of docs/ARCHITECTURE.md section 4 that the shell itself needs. */
export const sessionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The signed-in session, or null when signed out (a 401 here is an answer, not an error). */
    getSession: build.query<SessionDto | null, void>({
      query: () => ({ url: ACCOUNT_PATHS.session, on401: 'null' }),
      providesTags: [SESSION_TAG],
      async onQueryStarted(_, { dispatch, getCacheEntry, queryFulfilled }) {
        const before = getCacheEntry().data;
        let answer: Awaited<typeof queryFulfilled>;
        try {
          answer = await queryFulfilled;
        } catch {
          return;
        }
        if (answer.data !== null) {
          // A session again (a sign-in, here or in another tab): why the last one ended is old news.
          dispatch(sessionEndForgotten());
          return;
        }
        const refused = answer.meta?.refused;
        if (refused === undefined) return;
        // Refused: the session this page held ended (its cookie gone, say signed out in another tab),
        // or the server says why the cookie it was sent no longer works (a page opened after that).
        if ((before !== undefined && before !== null) || refused.reason !== null)
          dispatch(endSessionHere(refused.reason ?? 'unknown'));
      },
    }),
    logout: build.mutation<null, void>({
      query: () => ({ url: ACCOUNT_PATHS.logout, method: 'POST' }),
      async onQueryStarted(_, { dispatch, queryFulfilled }) {
        dispatch(signOutStarted());
        try {
          await queryFulfilled;
        } catch {
          dispatch(signOutFailed());
          return;
        }
        // Nothing of the previous user may be shown to the next one: drop every cached entry,
        // then record "signed out" so guards redirect without asking the server again.
        dispatch(baseApi.util.resetApiState());
        dispatch(sessionApi.util.upsertQueryData('getSession', undefined, null));
        dispatch(signOutDone());
      },
    }),
  }),
  overrideExisting: 'throw',
});

export const { useGetSessionQuery, useLogoutMutation } = sessionApi;
