import styled from 'styled-components';
import type { OrganizationSummary } from '@booking-portal/api/contract';
import { Logo, Select } from '@booking-portal/shell/runtime';
import type { ManagedOrganization } from '../hooks/use-managed-organization';

const Row = styled.div`
  display: flex;
  align-items: flex-end;
  gap: 0.75rem;
  max-width: 28rem;
  margin-bottom: 1.5rem;

  > :last-child {
    flex: 1;
    min-width: 0;
  }
`;

const LogoFrame = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 2.5rem;
  height: 2.5rem;
  flex-shrink: 0;

  img {
    max-width: 100%;
    max-height: 100%;
    object-fit: contain;
  }
`;

function OrganizationLogo({ organization }: { organization: OrganizationSummary | null }) {
  return (
    <LogoFrame>
      {organization?.logo ? (
        <img src={organization.logo} alt={`${organization.name} logo`} />
      ) : (
        <Logo size={32} />
      )}
    </LogoFrame>
  );
}

/** The organization selector with the selected organization's logo (owners and super admins only). */
export function OrganizationPicker({ managed }: { managed: ManagedOrganization }) {
  if (managed.choices === null) return null;
  const options = managed.choices.map(({ id, name }) => ({ value: String(id), label: name }));
  return (
    <Row>
      <OrganizationLogo organization={managed.organization} />
      <Select
        label="Organization"
        options={options}
        placeholder={managed.isLoading ? 'Loading organizations...' : 'Select an organization'}
        value={managed.organization === null ? '' : String(managed.organization.id)}
        onChange={(event) => {
          if (event.target.value !== '') managed.select(Number(event.target.value));
        }}
      />
    </Row>
  );
}
