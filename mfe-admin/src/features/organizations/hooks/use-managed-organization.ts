import { useState } from 'react';
import {
  isProviderOrganization,
  type OrganizationSummary,
  type SessionDto,
} from '@booking-portal/api/contract';
import { useListAdminOrganizationsQuery } from '../organizations.endpoints';

export interface ManagedOrganizationOptions {
  /** The Department Manager's selector leaves out the provider organization (docs/PRODUCT.md section 2). */
  excludeProvider: boolean;
}

export interface ManagedOrganization {
  /** Null while nothing is selected (or nothing can be). */
  organization: OrganizationSummary | null;
  /** The selector's choices; null for org admins, who get no selector. */
  choices: OrganizationSummary[] | null;
  select: (organizationId: number) => void;
  isLoading: boolean;
}

/**
 * The organization an admin screen manages. Org admins manage their own organization only, without a
 * selector; owners and super admins choose, starting at the first non-provider organization
 * (docs/PRODUCT.md section 9, organization defaults).
 */
export function useManagedOrganization(
  session: SessionDto,
  { excludeProvider }: ManagedOrganizationOptions,
): ManagedOrganization {
  const ownOrganizationOnly = session.role === 'org_admin';
  const { data, isLoading } = useListAdminOrganizationsQuery(undefined, { skip: ownOrganizationOnly });
  const [chosenId, setChosenId] = useState<number | null>(null);

  if (ownOrganizationOnly) {
    return { organization: session.organization, choices: null, select: () => undefined, isLoading: false };
  }

  const all = data ?? [];
  const choices = excludeProvider ? all.filter((choice) => !isProviderOrganization(choice)) : all;
  const defaultChoice = choices.find((choice) => !isProviderOrganization(choice)) ?? choices[0] ?? null;
  const organization = choices.find(({ id }) => id === chosenId) ?? defaultChoice;
  return { organization, choices, select: setChosenId, isLoading };
}
