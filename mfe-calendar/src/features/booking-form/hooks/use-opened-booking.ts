import { useEffect, useState } from 'react';
import type { BookingDto } from '@booking-portal/api/contract';
import { useLazyGetBookingQuery, type VersionedBooking } from '../../bookings';

/**
 * An existing booking as its dialog opened it: GET /api/bookings/{id} once, when the dialog opens,
 * with its version (the ETag its save and delete send as If-Match). The version is the one read at
 * opening, never a later refetch's: a save must say what its writer saw. Null until the read answers
 * (the dialog shows the list's copy meanwhile) and for a new booking; a failed read leaves it null,
 * and the save goes without If-Match as before.
 */
export function useOpenedBooking(booking: BookingDto | null): VersionedBooking | null {
  const bookingId = booking?.id ?? null;
  const [readBooking] = useLazyGetBookingQuery();
  const [opened, setOpened] = useState<VersionedBooking | null>(null);

  useEffect(() => {
    if (bookingId === null) return undefined;
    let current = true;
    const request = readBooking(bookingId, false);
    request.unwrap().then(
      (answer) => {
        if (current) setOpened(answer);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [bookingId, readBooking]);

  return opened;
}
