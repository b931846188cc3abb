import { useListAdminOrganizationsQuery } from '../organizations.endpoints';

/** The organization's IANA time zone from the organization list, or undefined until it is read. */
export function useOrganizationTimeZone(organizationId: number): string | undefined {
  const { data: organizations } = useListAdminOrganizationsQuery();
  return organizations?.find(({ id }) => id === organizationId)?.timeZone;
}
