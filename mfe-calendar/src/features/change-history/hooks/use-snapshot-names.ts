import { useMemo } from 'react';
import type { BookingDto, SnapshotNames } from '@booking-portal/api/contract';
import { useListBookingPerformersQuery, useListCalendarOrganizationsQuery } from '../../bookings';

/**
 * The names a booking's History shows for performer and organization ids: the booking's own performers,
 * the organization's performers (reads the calendar's dialogs share) and the organizations.
 */
export function useSnapshotNames(booking: BookingDto): SnapshotNames {
  const { organizationId } = booking;
  const { data: performers } = useListBookingPerformersQuery(organizationId ?? 0, {
    skip: organizationId === null,
  });
  const { data: organizations } = useListCalendarOrganizationsQuery();
  return useMemo(() => {
    const performerNames = new Map<number, string>();
    for (const { id, name } of performers ?? []) performerNames.set(id, name);
    for (const { performerId, name } of booking.performers) performerNames.set(performerId, name);
    const organizationNames = new Map((organizations ?? []).map(({ id, name }) => [id, name]));
    return {
      performer: (performerId) => performerNames.get(performerId),
      organization: (organizationId) => organizationNames.get(organizationId),
    };
  }, [performers, organizations, booking.performers]);
}
