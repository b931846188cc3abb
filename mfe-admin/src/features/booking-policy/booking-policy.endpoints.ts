import { baseApi, BOOKING_POLICY_TAG } from '@booking-portal/shell/runtime';
import { API_PATHS, type BookingPolicyDto, type ConflictPolicy } from '@booking-portal/api/contract';

interface BookingPolicyUpdate {
  organizationId: number;
  conflictPolicy: ConflictPolicy;
}

/**
 * GET /api/booking-policies/{organizationId}. The calendar remote injects its own `getBookingPolicy`
 * into the shared API and a second injection of a name throws, so these endpoints have names of
 * their own.
 */
const bookingPolicyReadApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getOrganizationConflictPolicy: build.query<BookingPolicyDto, number>({
      query: (organizationId) => API_PATHS.bookingPolicy(organizationId),
      providesTags: (_result, _error, organizationId) => [{ type: BOOKING_POLICY_TAG, id: organizationId }],
    }),
  }),
  overrideExisting: 'throw',
});

const bookingPolicyApi = bookingPolicyReadApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * PUT /api/booking-policies/{organizationId}. The choice shows at once (and the old one again if
     * the save fails); the policy's tag then reads it back.
     */
    setOrganizationConflictPolicy: build.mutation<BookingPolicyDto, BookingPolicyUpdate>({
      query: ({ organizationId, conflictPolicy }) => ({
        url: API_PATHS.bookingPolicy(organizationId),
        method: 'PUT',
        body: { conflictPolicy },
      }),
      async onQueryStarted({ organizationId, conflictPolicy }, { dispatch, queryFulfilled }) {
        const shown = dispatch(
          bookingPolicyReadApi.util.updateQueryData(
            'getOrganizationConflictPolicy',
            organizationId,
            (policy) => {
              policy.conflictPolicy = conflictPolicy;
            },
          ),
        );
        await queryFulfilled.catch(() => shown.undo());
      },
      invalidatesTags: (_result, _error, { organizationId }) => [
        { type: BOOKING_POLICY_TAG, id: organizationId },
      ],
    }),
  }),
  overrideExisting: 'throw',
});

export const { useGetOrganizationConflictPolicyQuery, useSetOrganizationConflictPolicyMutation } =
  bookingPolicyApi;
