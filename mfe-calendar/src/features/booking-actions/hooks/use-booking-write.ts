import { useCallback } from 'react';
import { safeWrite, useAppDispatch, useToast } from '@booking-portal/shell/runtime';
import {
  CONFLICT_BLOCKED_TITLE,
  conflictsOfError,
  describeConflicts,
} from '../../bookings/performer-conflicts';

export type BookingWriteOutcome<Result> = { ok: true; result: Result } | { ok: false };

export interface BookingWriteTexts {
  success: string;
  failure: string;
}

/**
 * Runs a booking write through the runtime's safe-write wrapper (a failure invalidates and refetches
 * every cached read, SPEC.md section 7) and shows the spec's success toast or its 'Error' toast. When the
 * organization's 'block' policy refused the write (409 with conflicts), the error toast says which
 * performers are already booked. Resolves to the write's answer, or to `ok: false` when it failed.
 */
export function useBookingWrite() {
  const dispatch = useAppDispatch();
  const { toast } = useToast();

  return useCallback(
    async <Result>(
      write: () => Promise<Result>,
      texts: BookingWriteTexts,
    ): Promise<BookingWriteOutcome<Result>> => {
      try {
        const result = await dispatch(safeWrite(write));
        toast({ title: texts.success });
        return { ok: true, result };
      } catch (error) {
        const conflicts = conflictsOfError(error);
        const description =
          conflicts === null
            ? texts.failure
            : `${texts.failure}\n${CONFLICT_BLOCKED_TITLE}:\n${describeConflicts(conflicts)}`;
        toast({ title: 'Error', description, variant: 'destructive' });
        return { ok: false };
      }
    },
    [dispatch, toast],
  );
}
