import { baseApi } from '@booking-portal/shell/runtime';
import {
  ACCOUNT_PATHS,
  type AccountLinkPasswordRequest,
  type SessionDto,
} from '@booking-portal/api/contract';
import { storeSignedInSession } from '../auth-form';

const resetPasswordApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Sets the new password; the answer is a session for this browser (every other one has ended). */
    completePasswordReset: build.mutation<SessionDto, AccountLinkPasswordRequest>({
      query: (reset) => ({ url: ACCOUNT_PATHS.passwordResetComplete, method: 'POST', body: reset }),
      onQueryStarted: (_reset, { dispatch, queryFulfilled }) =>
        storeSignedInSession(dispatch, queryFulfilled),
    }),
  }),
  overrideExisting: 'throw',
});

export const { useCompletePasswordResetMutation } = resetPasswordApi;
