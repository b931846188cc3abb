import {
  canWriteBookings,
  isProviderOrganization,
  type OrganizationSummary,
  type SessionDto,
} from '@booking-portal/api/contract';
import { useAppDispatch, useAppSelector } from '@booking-portal/shell/runtime';
import { organizationChosen, selectCalendarView } from '../calendar-view.slice';
import { useListCalendarOrganizationsQuery } from '../../bookings';

/** The 'Select Organization' choices: every organization but the provider. */
export function organizationChoicesOf(organizations: readonly OrganizationSummary[]): OrganizationSummary[] {
  return organizations.filter((organization) => !isProviderOrganization(organization));
}

/**
 * Whose calendar an owner or super admin sees once the choices have arrived: the chosen one, else the
 * first client organization, else their own. The sign-in warm-up reads ahead with the same rule.
 */
export function pickedOrganizationIdOf(
  session: SessionDto,
  choices: readonly OrganizationSummary[],
  chosenId: number | null,
): number | null {
  const shown = choices.find(({ id }) => id === chosenId) ?? choices[0];
  return shown?.id ?? session.organization?.id ?? null;
}

export interface CalendarOrganization {
  /** The organization whose bookings show: the selected one, otherwise the user's own (docs/PRODUCT.md section 6). */
  organizationId: number | null;
  /** The 'Select Organization' choices (never the provider); null for users who get no selector. */
  choices: OrganizationSummary[] | null;
  select: (organizationId: number) => void;
  isLoading: boolean;
}

/**
 * Owners and super admins pick the organization, starting at the first one that is not the provider
 * (docs/PRODUCT.md section 9, organization defaults); everyone else sees their own.
 */
export function useCalendarOrganization(session: SessionDto): CalendarOrganization {
  const dispatch = useAppDispatch();
  const picksOrganization = canWriteBookings(session.role);
  const chosenId = useAppSelector((state) => selectCalendarView(state).chosenOrganizationId);
  const { data, isLoading } = useListCalendarOrganizationsQuery(undefined, { skip: !picksOrganization });
  const select = (organizationId: number) => dispatch(organizationChosen(organizationId));

  if (!picksOrganization) {
    return { organizationId: session.organization?.id ?? null, choices: null, select, isLoading: false };
  }
  const choices = organizationChoicesOf(data ?? []);
  // Nothing to show until the choices arrive: falling back to the own (provider) organization meanwhile
  // would fetch bookings nobody asked for.
  return {
    organizationId: isLoading ? null : pickedOrganizationIdOf(session, choices, chosenId),
    choices,
    select,
    isLoading,
  };
}
