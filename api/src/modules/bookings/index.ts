/**
 * Bookings: owns bookings and booking_performers. In this issue it provides its migrations and
 * the demo-data seed; its routes (calendar reads, writes, duplicates) arrive with the calendar issue.
 */
export { seedBookingsDemoData } from './bookings.seed';
export type { DemoBookingInput } from './demo-bookings';
