import { baseApi } from '@booking-portal/shell/runtime';
import {
  ACCOUNT_PATHS,
  type AccountLinkPasswordRequest,
  type SessionDto,
} from '@booking-portal/api/contract';
import { storeSignedInSession } from '../auth-form';

const invitationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Sets the invited person's password; the answer is their new session (the link is used up). */
    acceptInvitation: build.mutation<SessionDto, AccountLinkPasswordRequest>({
      query: (acceptance) => ({ url: ACCOUNT_PATHS.invitationAccept, method: 'POST', body: acceptance }),
      onQueryStarted: (_acceptance, { dispatch, queryFulfilled }) =>
        storeSignedInSession(dispatch, queryFulfilled),
    }),
  }),
  overrideExisting: 'throw',
});

export const { useAcceptInvitationMutation } = invitationApi;
