import { useCallback } from 'react';
import type { PerformerConflictDto } from '@booking-portal/api/contract';
import { isTransportError, safeWrite, useAppDispatch, useToast } from '@booking-portal/shell/runtime';
import {
  CONFLICT_BLOCKED_TITLE,
  conflictsOfError,
  describeConflicts,
  useConflictWarning,
} from './performer-conflicts';

export type BookingWriteOutcome<Result> =
  | { status: 'saved'; result: Result }
  /** The organization's 'block' policy refused the write (409) for these double-bookings. */
  | { status: 'refused'; conflicts: PerformerConflictDto[] }
  | { status: 'failed' };

export interface BookingWriteTexts<Result> {
  /** The success toast, or a function of the write's answer (a duplicate's message). */
  success: string | ((result: Result) => string);
  /** The spec's failure text for the 'Error' toast. */
  failure: string;
  /** SPEC.md section 8: a duplicate's failure shows the server's message when it sent one. */
  preferServerMessage?: boolean;
  /** The double-bookings a 'warn' policy let through, shown as a warning after the success toast. */
  conflictsOf?: (result: Result) => readonly PerformerConflictDto[] | undefined;
  /**
   * Where a refusal by the 'block' policy is shown: 'toast' (default) lists the conflicts in the 'Error'
   * toast; a dialog lists them in its own alert, alone ('alert') or with the failure toast
   * ('alert-and-toast', SPEC.md section 8 shows a duplicate's failure as a toast).
   */
  refusal?: 'toast' | 'alert' | 'alert-and-toast';
}

function failureText(error: unknown, failure: string, preferServerMessage: boolean): string {
  if (!preferServerMessage || !isTransportError(error)) return failure;
  const serverMessage = error.data?.message?.trim();
  return serverMessage === undefined || serverMessage === '' ? failure : serverMessage;
}

/**
 * Every booking write of the calendar runs through this: the runtime's safe-write wrapper (a failure
 * re-syncs every cached read, SPEC.md section 7), the spec's success or 'Error' toast (section 8), the
 * warning for performers a 'warn' policy let through, and the conflicts a 'block' policy refused it for.
 */
export function useBookingWrite() {
  const dispatch = useAppDispatch();
  const { toast } = useToast();
  const warnOfConflicts = useConflictWarning();

  return useCallback(
    async <Result>(
      write: () => Promise<Result>,
      texts: BookingWriteTexts<Result>,
    ): Promise<BookingWriteOutcome<Result>> => {
      try {
        const result = await dispatch(safeWrite(write));
        toast({ title: typeof texts.success === 'string' ? texts.success : texts.success(result) });
        warnOfConflicts(texts.conflictsOf?.(result));
        return { status: 'saved', result };
      } catch (error) {
        const conflicts = conflictsOfError(error);
        const failure = failureText(error, texts.failure, texts.preferServerMessage ?? false);
        if (conflicts === null) {
          toast({ title: 'Error', description: failure, variant: 'destructive' });
          return { status: 'failed' };
        }
        const refusal = texts.refusal ?? 'toast';
        if (refusal === 'toast') {
          const description = `${failure}\n${CONFLICT_BLOCKED_TITLE}:\n${describeConflicts(conflicts)}`;
          toast({ title: 'Error', description, variant: 'destructive' });
        } else if (refusal === 'alert-and-toast') {
          toast({ title: 'Error', description: failure, variant: 'destructive' });
        }
        return { status: 'refused', conflicts };
      }
    },
    [dispatch, toast, warnOfConflicts],
  );
}
