import { isProviderOrganization, type OrganizationSummary } from '@booking-portal/api/contract';
import { useListCalendarOrganizationsQuery } from './bookings.endpoints';

export interface ProviderOrganizationRead {
  /** The provider (the organization of kind 'provider'), once the list is read and holds it. */
  organization: OrganizationSummary | undefined;
  isLoading: boolean;
  /** The list failed, or it was read and holds no provider. */
  isError: boolean;
}

/**
 * The provider organization, whose performers every booking is given: found by its kind in GET
 * /api/organizations (the list the organization picker already reads and caches), never by its id.
 */
export function useProviderOrganization(): ProviderOrganizationRead {
  const { data: organizations, isLoading, isError } = useListCalendarOrganizationsQuery();
  const organization = organizations?.find(isProviderOrganization);
  return {
    organization,
    isLoading,
    isError: isError || (organizations !== undefined && organization === undefined),
  };
}
