import { isProviderOrganization, type OrganizationDto } from '@booking-portal/api/contract';
import { useListAdminOrganizationsQuery } from '../organizations.endpoints';

export interface ProviderOrganizationRead {
  /** The provider (the organization of kind 'provider'), once the list is read and holds it. */
  organization: OrganizationDto | undefined;
  isLoading: boolean;
  /** The list failed, or it was read and holds no provider: there is nobody's performers to show. */
  isError: boolean;
}

/**
 * The provider organization, whose performers and zone the performer screens show: found by its kind
 * in GET /api/organizations (the list the pickers already read and cache), never by its id.
 */
export function useProviderOrganization(): ProviderOrganizationRead {
  const { data: organizations, isLoading, isError } = useListAdminOrganizationsQuery();
  const organization = organizations?.find(isProviderOrganization);
  return {
    organization,
    isLoading,
    isError: isError || (organizations !== undefined && organization === undefined),
  };
}
