import { baseApi } from '@booking-portal/shell/runtime';
import {
  ACCOUNT_PATHS,
  type RegistrationConfirmRequest,
  type SessionDto,
} from '@booking-portal/api/contract';
import { storeSignedInSession } from '../auth-form';

const registerConfirmApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Finishes a registration started on /register with the password chosen there: the answer is the
     * new session (the link is used up). A wrong password is refused and leaves the link working.
     */
    confirmRegistration: build.mutation<SessionDto, RegistrationConfirmRequest>({
      query: (request) => ({ url: ACCOUNT_PATHS.registerConfirm, method: 'POST', body: request }),
      onQueryStarted: (_request, { dispatch, queryFulfilled }) =>
        storeSignedInSession(dispatch, queryFulfilled),
    }),
  }),
  overrideExisting: 'throw',
});

export const { useConfirmRegistrationMutation } = registerConfirmApi;
