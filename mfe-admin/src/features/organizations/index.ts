/** The organization an admin screen manages (its picker for cross-organization roles) and the organizations' reads. */
export { OrganizationPicker } from './components/organization-picker';
export { useManagedOrganization } from './hooks/use-managed-organization';
export { useOrganizationTimeZone } from './hooks/use-organization-time-zone';
export { useProviderOrganization } from './hooks/use-provider-organization';
export {
  useListAdminOrganizationsQuery,
  useUpdateOrganizationTimeZoneMutation,
} from './organizations.endpoints';
