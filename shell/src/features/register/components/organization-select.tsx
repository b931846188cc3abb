import type { ChangeEvent } from 'react';
import { FieldError, Select } from '@booking-portal/shell/runtime';
import { useListOrganizationsQuery } from '../register.endpoints';

interface OrganizationSelectProps {
  value: string;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  onBlur: () => void;
  error: string | undefined;
}

/** The organizations a visitor may register with, from GET /api/organizations. */
export function OrganizationSelect({ value, onChange, onBlur, error }: OrganizationSelectProps) {
  const { data: organizations, isLoading, isError } = useListOrganizationsQuery();
  const options = (organizations ?? []).map(({ id, name }) => ({ value: String(id), label: name }));

  return (
    <div>
      <Select
        label="Organization"
        name="organizationId"
        placeholder={isLoading ? 'Loading organizations...' : 'Select your organization'}
        options={options}
        disabled={isLoading}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        error={error}
      />
      {isError && <FieldError role="alert">Failed to fetch organizations</FieldError>}
    </div>
  );
}
