import { baseApi } from '@booking-portal/shell/runtime';
import { API_PATHS, type OrganizationDto } from '@booking-portal/api/contract';

/**
 * The admin screens' organization selectors read GET /api/organizations. The shell already injects
 * `listOrganizations` for its register screen and a second injection of that name throws, so the admin
 * remote reads the same path under its own name (both entries share RTK Query's cache key prefix only).
 */
export const adminOrganizationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listAdminOrganizations: build.query<OrganizationDto[], void>({
      query: () => API_PATHS.organizations,
    }),
  }),
  overrideExisting: 'throw',
});

export const { useListAdminOrganizationsQuery } = adminOrganizationsApi;
