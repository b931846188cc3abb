import { useCallback } from 'react';
import type { AvailabilityProblemDto, BookingDto } from '@booking-portal/api/contract';
import {
  isTransportError,
  safeWrite,
  staleWriteOf,
  useAppDispatch,
  useToast,
  type StaleWrite,
} from '@booking-portal/shell/runtime';
import { conflictsOfError, loadProblemTexts } from './performer-conflicts';

export type BookingWriteOutcome<Result> =
  | { status: 'saved'; result: Result }
  /** The organization's 'block' policy refused the write (409) for these availability problems. */
  | { status: 'refused'; conflicts: AvailabilityProblemDto[] }
  /** Someone saved the booking since it was read (412): nothing was written, no toast; the dialog shows it. */
  | { status: 'stale'; stale: StaleWrite<BookingDto> }
  | { status: 'failed' };

export interface BookingWriteTexts<Result> {
  /** The success toast, or a function of the write's answer (a duplicate's message). */
  success: string | ((result: Result) => string);
  /** The spec's failure text for the 'Error' toast. */
  failure: string;
  /** docs/PRODUCT.md section 8: a duplicate's failure shows the server's message when it sent one. */
  preferServerMessage?: boolean;
  /** The availability problems a 'warn' policy let through, shown as a warning after the success toast. */
  conflictsOf?: (result: Result) => readonly AvailabilityProblemDto[] | undefined;
  /**
   * Where a refusal by the 'block' policy is shown: 'toast' (default) lists the problems in the 'Error'
   * toast; a dialog lists them in its own alert, alone ('alert') or with the failure toast
   * ('alert-and-toast', docs/PRODUCT.md section 8 shows a duplicate's failure as a toast).
   */
  refusal?: 'toast' | 'alert' | 'alert-and-toast';
  /**
   * A failure the caller shows in its own words instead of the 'Error' toast (a change set's apply
   * refused as stale: its preview says which bookings changed). The outcome is 'failed', untoasted.
   */
  isShownByCaller?: (error: unknown) => boolean;
}

/** When the problems' texts cannot be loaded (the network dropped): the server's own descriptions. */
const PROBLEMS_FALLBACK_TITLE = 'Availability problems';

/** The problems' title and lines, as the problem texts word them (a refusal's or a warning's). */
async function problemsToast(problems: readonly AvailabilityProblemDto[], refused: boolean) {
  try {
    const texts = await loadProblemTexts();
    const title = refused ? texts.problemsRefusalTitle(problems) : texts.problemsWarningTitle(problems);
    return { title, lines: texts.describeConflicts(problems) };
  } catch {
    return {
      title: PROBLEMS_FALLBACK_TITLE,
      lines: problems.map(({ description }) => description).join('\n'),
    };
  }
}

function failureText(error: unknown, failure: string, preferServerMessage: boolean): string {
  if (!preferServerMessage || !isTransportError(error)) return failure;
  const serverMessage = error.data?.message?.trim();
  return serverMessage === undefined || serverMessage === '' ? failure : serverMessage;
}

/**
 * Every booking write of the calendar runs through this: the runtime's safe-write wrapper (a failure
 * re-syncs every cached read, docs/PRODUCT.md section 7), the spec's success or 'Error' toast (section 8), the
 * warning for the availability problems a 'warn' policy let through (performers booked elsewhere or
 * unavailable, the venue closed), and those a 'block' policy refused it for. A write refused as stale
 * (412) toasts nothing: its dialog shows what the colleague changed.
 */
export function useBookingWrite() {
  const dispatch = useAppDispatch();
  const { toast } = useToast();

  return useCallback(
    async <Result>(
      write: () => Promise<Result>,
      texts: BookingWriteTexts<Result>,
    ): Promise<BookingWriteOutcome<Result>> => {
      let result: Result;
      try {
        result = await dispatch(safeWrite(write));
      } catch (error) {
        const stale = staleWriteOf<BookingDto>(error);
        if (stale !== null) return { status: 'stale', stale };
        if (texts.isShownByCaller?.(error) === true) return { status: 'failed' };
        const conflicts = conflictsOfError(error);
        const failure = failureText(error, texts.failure, texts.preferServerMessage ?? false);
        if (conflicts === null) {
          toast({ title: 'Error', description: failure, variant: 'destructive' });
          return { status: 'failed' };
        }
        const refusal = texts.refusal ?? 'toast';
        if (refusal === 'toast') {
          const { title, lines } = await problemsToast(conflicts, true);
          toast({ title: 'Error', description: `${failure}\n${title}:\n${lines}`, variant: 'destructive' });
        } else if (refusal === 'alert-and-toast') {
          toast({ title: 'Error', description: failure, variant: 'destructive' });
        }
        return { status: 'refused', conflicts };
      }
      toast({ title: typeof texts.success === 'string' ? texts.success : texts.success(result) });
      const problems = texts.conflictsOf?.(result) ?? [];
      if (problems.length > 0) {
        const { title, lines } = await problemsToast(problems, false);
        toast({ title, description: lines });
      }
      return { status: 'saved', result };
    },
    [dispatch, toast],
  );
}
