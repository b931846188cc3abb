import { baseApi, USER_TAG } from '@booking-portal/shell/runtime';
import {
  API_PATHS,
  type AddUserInput,
  type EditUserInput,
  type ManagedUserDto,
} from '@booking-portal/api/contract';

const MANAGED_USER_TAG = 'ManagedUser';

/** docs/PRODUCT.md section 7: the users page sends this header; the server decides access from the session alone. */
const ADMIN_HEADER = { 'x-is-admin': 'true' } as const;

interface UserUpdate {
  id: number;
  changes: EditUserInput;
  /** The user's version as the dialog read it (If-Match); null sends none. */
  ifMatch: string | null;
}

const usersApi = baseApi.enhanceEndpoints({ addTagTypes: [MANAGED_USER_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    listUsers: build.query<ManagedUserDto[], number>({
      query: (organizationId) => ({
        url: `${API_PATHS.users}?organizationId=${organizationId}`,
        headers: ADMIN_HEADER,
        noCache: true,
      }),
      // The plain tag for this screen's writes; the organization's for a colleague's changes (the
      // change stream).
      providesTags: (_result, _error, organizationId) => [
        MANAGED_USER_TAG,
        { type: USER_TAG, id: organizationId },
      ],
    }),
    addUser: build.mutation<ManagedUserDto, AddUserInput>({
      query: (user) => ({ url: API_PATHS.adminUsers, method: 'POST', body: user, headers: ADMIN_HEADER }),
      invalidatesTags: [MANAGED_USER_TAG],
    }),
    updateUser: build.mutation<ManagedUserDto, UserUpdate>({
      query: ({ id, changes, ifMatch }) => ({
        url: API_PATHS.user(id),
        method: 'PATCH',
        body: changes,
        ...(ifMatch === null ? {} : { ifMatch }),
      }),
      invalidatesTags: [MANAGED_USER_TAG],
    }),
    deleteUser: build.mutation<null, number>({
      query: (id) => ({ url: API_PATHS.user(id), method: 'DELETE' }),
      invalidatesTags: [MANAGED_USER_TAG],
    }),
    /** A new invitation mail to a pending user; the links of older ones stop working. */
    resendInvitation: build.mutation<ManagedUserDto, number>({
      query: (id) => ({ url: API_PATHS.userInvitation(id), method: 'POST' }),
      invalidatesTags: [MANAGED_USER_TAG],
    }),
    /** The account can no longer sign in, and its sessions end at once. */
    disableUser: build.mutation<ManagedUserDto, number>({
      query: (id) => ({ url: API_PATHS.userDisable(id), method: 'POST' }),
      invalidatesTags: [MANAGED_USER_TAG],
    }),
    enableUser: build.mutation<ManagedUserDto, number>({
      query: (id) => ({ url: API_PATHS.userEnable(id), method: 'POST' }),
      invalidatesTags: [MANAGED_USER_TAG],
    }),
  }),
  overrideExisting: 'throw',
});

export const {
  useListUsersQuery,
  useAddUserMutation,
  useUpdateUserMutation,
  useDeleteUserMutation,
  useResendInvitationMutation,
  useDisableUserMutation,
  useEnableUserMutation,
} = usersApi;
