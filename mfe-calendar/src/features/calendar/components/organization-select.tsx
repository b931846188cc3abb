import styled from 'styled-components';
import { Select } from '@booking-portal/shell/runtime';
import type { CalendarOrganization } from '../hooks/use-calendar-organization';

const Frame = styled.div`
  max-width: 24rem;
  margin-bottom: 1rem;
`;

/** Owners and super admins: 'Select Organization', the provider left out (docs/PRODUCT.md section 2). */
export function OrganizationSelect({ organization }: { organization: CalendarOrganization }) {
  if (organization.choices === null) return null;
  return (
    <Frame>
      <Select
        label="Select Organization"
        options={organization.choices.map(({ id, name }) => ({ value: String(id), label: name }))}
        placeholder={organization.isLoading ? 'Loading organizations...' : undefined}
        value={organization.organizationId === null ? '' : String(organization.organizationId)}
        onChange={(event) => {
          if (event.target.value !== '') organization.select(Number(event.target.value));
        }}
      />
    </Frame>
  );
}
