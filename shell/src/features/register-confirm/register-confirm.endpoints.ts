import { baseApi } from '@booking-portal/shell/runtime';
import { API_PATHS, type AccountLinkTokenRequest, type SessionDto } from '@booking-portal/api/contract';
import { storeSignedInSession } from '../auth-form';

export const registerConfirmApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Finishes a registration started on /register: the answer is the new session (the link is used up). */
    confirmRegistration: build.mutation<SessionDto, AccountLinkTokenRequest>({
      query: (request) => ({ url: API_PATHS.registerConfirm, method: 'POST', body: request }),
      onQueryStarted: (_request, { dispatch, queryFulfilled }) =>
        storeSignedInSession(dispatch, queryFulfilled),
    }),
  }),
  overrideExisting: 'throw',
});

export const { useConfirmRegistrationMutation } = registerConfirmApi;
