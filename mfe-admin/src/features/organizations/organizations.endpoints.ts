import { baseApi, ORGANIZATION_TAG } from '@booking-portal/shell/runtime';
import { API_PATHS, type OrganizationDto } from '@booking-portal/api/contract';

interface OrganizationTimeZoneUpdate {
  organizationId: number;
  timeZone: string;
}

/**
 * The admin screens' organization selectors read GET /api/organizations. The shell already injects
 * `listOrganizations` for its register screen and a second injection of that name throws, so the admin
 * remote reads the same path under its own name (both entries share RTK Query's cache key prefix only).
 */
const organizationListApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listAdminOrganizations: build.query<OrganizationDto[], void>({
      query: () => API_PATHS.organizations,
      // Each organization by its id: a write to one refetches the lists that hold it.
      providesTags: (organizations = []) => organizations.map(({ id }) => ({ type: ORGANIZATION_TAG, id })),
    }),
  }),
  overrideExisting: 'throw',
});

const adminOrganizationsApi = organizationListApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The venue time zone (the IANA zone the organization's feeds give times in), set from the
     * Department Manager. The list shows the new zone at once (and the old one again if the save
     * fails); the organization's tag then reads it back.
     */
    updateOrganizationTimeZone: build.mutation<OrganizationDto, OrganizationTimeZoneUpdate>({
      query: ({ organizationId, timeZone }) => ({
        url: API_PATHS.organizationTimeZone(organizationId),
        method: 'PUT',
        body: { timeZone },
      }),
      async onQueryStarted({ organizationId, timeZone }, { dispatch, queryFulfilled }) {
        const shown = dispatch(
          organizationListApi.util.updateQueryData('listAdminOrganizations', undefined, (organizations) => {
            const organization = organizations.find(({ id }) => id === organizationId);
            if (organization) organization.timeZone = timeZone;
          }),
        );
        await queryFulfilled.catch(() => shown.undo());
      },
      invalidatesTags: (_result, _error, { organizationId }) => [
        { type: ORGANIZATION_TAG, id: organizationId },
      ],
    }),
  }),
  overrideExisting: 'throw',
});

export const { useListAdminOrganizationsQuery, useUpdateOrganizationTimeZoneMutation } =
  adminOrganizationsApi;
