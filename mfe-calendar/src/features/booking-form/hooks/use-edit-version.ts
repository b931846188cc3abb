import { useCallback, useState } from 'react';
import type { BookingDto } from '@booking-portal/api/contract';
import type { VersionedBooking } from '../../bookings';
import { initialBookingFormValues, type BookingFormValues } from '../booking-form-values';
import { useOpenedBooking } from './use-opened-booking';
import type { BookingFormState } from './use-booking-form';

export interface EditVersion {
  /** The values the edit started from (the single read's, else the list's); null for a new booking. */
  opened: BookingFormValues | null;
  /** What the save sends as If-Match; null until the read answers, and for a new booking. */
  version: string | null;
  /** The edit now starts from a colleague's save (after a 412): its values and its version. */
  rebase(current: BookingFormValues, version: string | null): void;
}

function sameValues(first: BookingFormValues, second: BookingFormValues): boolean {
  return JSON.stringify(first) === JSON.stringify(second);
}

/**
 * What an edit of an existing booking is based on. The form opens with the list's copy so nothing
 * flickers; when the single read answers, its values and version become the edit's base, and the
 * form takes them too unless the user has already changed something.
 */
export function useEditVersion(booking: BookingDto | null, form: BookingFormState): EditVersion {
  const read = useOpenedBooking(booking);
  const [seenRead, setSeenRead] = useState<VersionedBooking | null>(null);
  const [opened, setOpened] = useState(() => (booking === null ? null : initialBookingFormValues(booking)));
  const [version, setVersion] = useState<string | null>(null);

  if (read !== null && read !== seenRead) {
    // Adjusting state while rendering (React's pattern for state derived from a new answer).
    setSeenRead(read);
    const readValues = initialBookingFormValues(read.entity);
    if (opened !== null && sameValues(form.values, opened) && !sameValues(readValues, opened))
      form.replaceValues(readValues);
    setOpened(readValues);
    setVersion(read.version);
  }

  const rebase = useCallback((current: BookingFormValues, currentVersion: string | null) => {
    setOpened(current);
    setVersion(currentVersion);
  }, []);

  return { opened, version, rebase };
}
