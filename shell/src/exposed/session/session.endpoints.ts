import { ACCOUNT_PATHS, type SessionDto } from '@booking-portal/api/contract';
import { baseApi } from '../api/base-api';
import { SESSION_TAG } from '../api/tags';

/** The session calls of docs/ARCHITECTURE.md section 4 that the shell itself needs. */
export const sessionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The signed-in session, or null when signed out (a 401 here is an answer, not an error). */
    getSession: build.query<SessionDto | null, void>({
      query: () => ({ url: ACCOUNT_PATHS.session, on401: 'null' }),
      providesTags: [SESSION_TAG],
    }),
    logout: build.mutation<null, void>({
      query: () => ({ url: ACCOUNT_PATHS.logout, method: 'POST' }),
      async onQueryStarted(_, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch {
          return;
        }
        // Nothing of the previous user may be shown to the next one: drop every cached entry,
        // then record "signed out" so guards redirect without asking the server again.
        dispatch(baseApi.util.resetApiState());
        dispatch(sessionApi.util.upsertQueryData('getSession', undefined, null));
      },
    }),
  }),
  overrideExisting: 'throw',
});

export const { useGetSessionQuery, useLogoutMutation } = sessionApi;
