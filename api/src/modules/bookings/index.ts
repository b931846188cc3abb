/**
 * Bookings: owns bookings and booking_performers. It provides its migrations, the demo-data seed
 * and the facade the org module uses when departments are renamed or deleted; its routes
 * (calendar reads, writes, duplicates) arrive with the calendar issue.
 */
import type { Knex } from 'knex';
import { createDepartmentBookings, type DepartmentBookings } from './department-bookings.repository';

export { seedBookingsDemoData } from './bookings.seed';
export type { DemoBookingInput } from './demo-bookings';
export type { DepartmentBookings } from './department-bookings.repository';

/** What other modules may ask the bookings module. */
export type BookingsFacade = DepartmentBookings;

export function createBookingsModule(deps: { knex: Knex }): { facade: BookingsFacade } {
  return { facade: createDepartmentBookings(deps.knex) };
}
