import { baseApi } from '@booking-portal/shell/runtime';
import {
  API_PATHS,
  type OrganizationSummary,
  type RegisterRequest,
  type SessionDto,
  type UserByEmailDto,
} from '@booking-portal/api/contract';
import { storeSignedInSession } from '../auth-form';

export const registerApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listOrganizations: build.query<OrganizationSummary[], void>({
      query: () => API_PATHS.organizations,
    }),
    /** 404 means the e-mail was never added by an admin (SPEC.md section 7). */
    getUserByEmail: build.query<UserByEmailDto, string>({
      query: (email) => API_PATHS.userByEmail(email),
    }),
    register: build.mutation<SessionDto, RegisterRequest>({
      query: (account) => ({ url: API_PATHS.register, method: 'POST', body: account }),
      onQueryStarted: (_account, { dispatch, queryFulfilled }) =>
        storeSignedInSession(dispatch, queryFulfilled),
    }),
  }),
  overrideExisting: 'throw',
});

export const { useListOrganizationsQuery, useGetUserByEmailQuery, useRegisterMutation } = registerApi;
