import { baseApi } from '@booking-portal/shell/runtime';
import {
  ACCOUNT_PATHS,
  type OrganizationSummary,
  type RegisterRequest,
  type UserByEmailDto,
} from '@booking-portal/api/contract';
import { storeSignedInSession } from '../auth-form';
import type { RegisterAnswer } from './register-answer';

const registerApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listOrganizations: build.query<OrganizationSummary[], void>({
      query: () => ACCOUNT_PATHS.organizations,
    }),
    /**
     * 404 means the e-mail was never added by an admin (docs/PRODUCT.md section 7), or was added by another
     * organization than the one chosen: the answer is for that organization only.
     */
    getUserByEmail: build.query<UserByEmailDto, { email: string; organizationId: number }>({
      query: ({ email, organizationId }) => ACCOUNT_PATHS.userByEmail(email, organizationId),
    }),
    /** A pending e-mail answers 202 without a session: the link mailed to it finishes the registration. */
    register: build.mutation<RegisterAnswer, RegisterRequest>({
      query: (account) => ({ url: ACCOUNT_PATHS.register, method: 'POST', body: account }),
      onQueryStarted: (_account, { dispatch, queryFulfilled }) =>
        storeSignedInSession(dispatch, queryFulfilled),
    }),
  }),
  overrideExisting: 'throw',
});

export const { useListOrganizationsQuery, useGetUserByEmailQuery, useRegisterMutation } = registerApi;
