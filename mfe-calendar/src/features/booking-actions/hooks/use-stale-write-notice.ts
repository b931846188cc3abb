import { useCallback } from 'react';
import type { BookingDto } from '@booking-portal/api/contract';
import { savedByLine, useToast, type StaleWrite } from '@booking-portal/shell/runtime';

/**
 * A menu action or a drag refused because someone saved the booking since the calendar read it (412):
 * nothing was written, and no dialog is open to show the colleague panel, so a toast says it in the
 * server's words with who saved it when. The bookings are read again by the write itself (its endpoint
 * invalidates them whatever the answer), so the calendar shows their save; a dragged block is already
 * back where it was.
 */
export function useStaleWriteNotice() {
  const { toast } = useToast();

  return useCallback(
    ({ body }: StaleWrite<BookingDto>) => {
      toast({
        title: body.message,
        description: savedByLine(body.changedBy, body.changedAt),
        variant: 'destructive',
      });
    },
    [toast],
  );
}
