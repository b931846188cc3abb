import { useMemo } from 'react';
import type { BookingDto } from '@booking-portal/api/contract';
import { bookingsOfDay } from '../booking-order';

/** The day's bookings in time order, recomputed only when the bookings or the day change. */
export function useDayBookings(bookings: readonly BookingDto[], date: string): BookingDto[] {
  return useMemo(() => bookingsOfDay(bookings, date), [bookings, date]);
}
