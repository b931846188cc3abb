/**
 * The calendar's server data (the bookings endpoints on the shell's one base API), the one way every
 * booking write reports its outcome, and the props every calendar view takes.
 */
export {
  BOOKING_TAG,
  bookingsApi,
  bookingsUrl,
  CHANGE_SET_PATHS,
  useCreateBookingMutation,
  useDeleteBookingMutation,
  useCheckAvailabilityQuery,
  useListBookingPerformersQuery,
  useListBookingsQuery,
  useListCalendarClosuresQuery,
  useListCalendarDepartmentsQuery,
  useListCalendarOrganizationsQuery,
  useListPerformerNoticesQuery,
  useLazyGetBookingQuery,
  useUpdateBookingMutation,
  VENUE_CLOSURE_TAG,
  type VersionedBooking,
} from './bookings.endpoints';
export { NotifyPerformersControl } from './notify-performers-control';
export { useVenueTimeZones } from './use-venue-time-zones';
export { useProviderOrganization } from './use-provider-organization';
export { useBookingWrite, type BookingWriteOutcome } from './use-booking-write';
export {
  describeConflicts,
  describeProblem,
  problemsRefusalTitle,
  problemsWarningTitle,
} from './problem-texts';
export type { BookingActions, BookingViewProps } from './booking-view-props';
