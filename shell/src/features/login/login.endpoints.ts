import { baseApi } from '@booking-portal/shell/runtime';
import { ACCOUNT_PATHS, type LoginRequest, type SessionDto } from '@booking-portal/api/contract';
import { storeSignedInSession } from '../auth-form';

const loginApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<SessionDto, LoginRequest>({
      query: (credentials) => ({ url: ACCOUNT_PATHS.login, method: 'POST', body: credentials }),
      onQueryStarted: (_credentials, { dispatch, queryFulfilled }) =>
        storeSignedInSession(dispatch, queryFulfilled),
    }),
  }),
  overrideExisting: 'throw',
});

export const { useLoginMutation } = loginApi;
