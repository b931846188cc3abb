import { lazy, Suspense } from 'react';
import type { BookingMenuDialogProps } from './booking-menu-dialog';
import type { MoveToDateDialogProps } from './move-to-date-dialog';

/*
 * The booking menu and the move dialog load when first opened: the month view is on the calendar's
 * first paint, and these are not needed before a writer clicks a booking's ⋯ or Move.
 */
const LoadedBookingMenuDialog = lazy(() =>
  import('./booking-menu-dialog').then(({ BookingMenuDialog }) => ({ default: BookingMenuDialog })),
);
const LoadedMoveToDateDialog = lazy(() =>
  import('./move-to-date-dialog').then(({ MoveToDateDialog }) => ({ default: MoveToDateDialog })),
);

export function BookingMenuDialog(props: BookingMenuDialogProps) {
  return (
    <Suspense fallback={null}>
      <LoadedBookingMenuDialog {...props} />
    </Suspense>
  );
}

export function MoveToDateDialog(props: MoveToDateDialogProps) {
  return (
    <Suspense fallback={null}>
      <LoadedMoveToDateDialog {...props} />
    </Suspense>
  );
}
