import { baseApi } from '@booking-portal/shell/runtime';
import {
  ACCOUNT_PATHS,
  type PasswordResetRequest,
  type PasswordResetRequestedDto,
} from '@booking-portal/api/contract';

const forgotPasswordApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Asks for a reset link; the answer is the same whether or not the address has an account. */
    requestPasswordReset: build.mutation<PasswordResetRequestedDto, PasswordResetRequest>({
      query: (request) => ({ url: ACCOUNT_PATHS.passwordResetRequest, method: 'POST', body: request }),
    }),
  }),
  overrideExisting: 'throw',
});

export const { useRequestPasswordResetMutation } = forgotPasswordApi;
