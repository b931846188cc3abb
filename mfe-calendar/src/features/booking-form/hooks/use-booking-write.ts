import { useCallback } from 'react';
import type { PerformerConflictDto } from '@booking-portal/api/contract';
import { isTransportError, safeWrite, useAppDispatch, useToast } from '@booking-portal/shell/runtime';
import { conflictsOfError, useConflictWarning } from '../../bookings/performer-conflicts';

export type BookingWriteOutcome =
  | { status: 'saved' }
  /** The organization's 'block' policy refused the write (409): the dialog lists the conflicts. */
  | { status: 'refused'; conflicts: PerformerConflictDto[] }
  | { status: 'failed' };

export interface BookingWriteTexts<Result> {
  success: (result: Result) => string;
  /** The spec's failure text for the 'Error' toast. */
  failure: string;
  /** SPEC.md section 8: a duplicate's failure shows the server's message when it sent one. */
  preferServerMessage: boolean;
  /** The double-bookings a 'warn' policy let through, shown as a warning after the success toast. */
  conflictsOf: (result: Result) => readonly PerformerConflictDto[] | undefined;
  /** Whether a refusal by the 'block' policy also shows the failure toast. */
  toastRefusal: boolean;
}

function failureText(error: unknown, texts: { failure: string; preferServerMessage: boolean }): string {
  if (!texts.preferServerMessage || !isTransportError(error)) return texts.failure;
  const serverMessage = error.data?.message?.trim();
  return serverMessage === undefined || serverMessage === '' ? texts.failure : serverMessage;
}

/**
 * Runs a booking write through the runtime's safe-write wrapper (a failure re-syncs every cached read)
 * and reports it: the spec's success or 'Error' toast, the performer double-booking warning, or the
 * conflicts a 'block' policy refused it for.
 */
export function useBookingWrite() {
  const dispatch = useAppDispatch();
  const { toast } = useToast();
  const warnOfConflicts = useConflictWarning();

  return useCallback(
    async <Result>(
      write: () => Promise<Result>,
      texts: BookingWriteTexts<Result>,
    ): Promise<BookingWriteOutcome> => {
      try {
        const result = await dispatch(safeWrite(write));
        toast({ title: texts.success(result) });
        warnOfConflicts(texts.conflictsOf(result));
        return { status: 'saved' };
      } catch (error) {
        const conflicts = conflictsOfError(error);
        if (conflicts === null || texts.toastRefusal) {
          toast({ title: 'Error', description: failureText(error, texts), variant: 'destructive' });
        }
        return conflicts === null ? { status: 'failed' } : { status: 'refused', conflicts };
      }
    },
    [dispatch, toast, warnOfConflicts],
  );
}
