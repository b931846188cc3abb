import { canWriteBookings, type SessionDto } from '@booking-portal/api/contract';

export interface CalendarHeading {
  title: string;
  subtitle: string;
}

/**
 * docs/PRODUCT.md section 2, Calendar screen: owners and super admins get the admin-style heading, everyone
 * else the musician calendar of their organization.
 */
export function calendarHeadingFor(session: SessionDto): CalendarHeading {
  if (canWriteBookings(session.role)) {
    return { title: 'Booking Calendar', subtitle: 'Admin view - Manage bookings for all users' };
  }
  const organizationName = session.organization?.name ?? '';
  return { title: 'Musician Calendar', subtitle: `View musician bookings for ${organizationName}`.trimEnd() };
}
