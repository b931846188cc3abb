import { isProviderOrganization, PROVIDER_ORGANIZATION_ID, type OrganizationSummary } from '..';

function organization(id: number, kind: OrganizationSummary['kind']): OrganizationSummary {
  return { id, name: `Organization ${id}`, slug: `organization-${id}`, logo: null, kind };
}

describe('isProviderOrganization', () => {
  it('when the organization is of kind provider, then it is the provider, whatever its id', () => {
    expect(isProviderOrganization(organization(7, 'provider'))).toBe(true);
  });

  it('when the organization is a client, then it is not the provider, even with the demo provider id', () => {
    expect(isProviderOrganization(organization(PROVIDER_ORGANIZATION_ID, 'client'))).toBe(false);
  });

  it('when there is no organization, then it is not the provider', () => {
    expect(isProviderOrganization(null)).toBe(false);
    expect(isProviderOrganization(undefined)).toBe(false);
  });
});
