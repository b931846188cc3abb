import { useCallback } from 'react';
import { useListCalendarOrganizationsQuery } from './bookings.endpoints';

/** GET /api/organizations names each organization's zone; a summary without one reads as unknown. */
function timeZoneOf(organization: object): string | null {
  return 'timeZone' in organization && typeof organization.timeZone === 'string'
    ? organization.timeZone
    : null;
}

/**
 * The IANA zone of an organization's venue, whose wall clock its bookings' dates and times are in;
 * null while the organizations are being read (or `enabled` is false) or the booking has no organization.
 */
export function useVenueTimeZones(enabled = true): (organizationId: number | null) => string | null {
  const { data } = useListCalendarOrganizationsQuery(undefined, { skip: !enabled });
  return useCallback(
    (organizationId) => {
      const organization = data?.find(({ id }) => id === organizationId);
      return organization === undefined ? null : timeZoneOf(organization);
    },
    [data],
  );
}
