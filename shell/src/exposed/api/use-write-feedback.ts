import { useCallback } from 'react';
import { useAppDispatch } from '../store/hooks';
import { useToast } from '../toast/use-toast';
import { safeWrite } from './cache-recovery';
import { errorMessageOf, isStaleWrite, isTransportError, type TransportError } from './transport-error';

export interface WriteTexts<Result> {
  /** The success toast, or a function of the write's answer (e.g. the migrated-bookings toast). */
  success: string | ((result: Result) => string);
  /** The spec's fallback when the server sent no message of its own. */
  failure: string;
  /** docs/PRODUCT.md section 8 prefers the server's message for some writes (departments, add user) only. */
  preferServerMessage: boolean;
  /**
   * Where a stale write's 412 goes instead of the 'Error' toast: the dialog shows what a colleague
   * changed (read it with staleWriteOf). Without it a 412 toasts like any failure.
   */
  onStaleWrite?: (error: TransportError) => void;
}

/**
 * Runs a write through the runtime's safe-write wrapper (a failure re-syncs every cached read) and shows
 * the spec's success or 'Error' toast. Resolves to whether the write succeeded, so dialogs know to close.
 */
export function useWriteFeedback() {
  const dispatch = useAppDispatch();
  const { toast } = useToast();

  return useCallback(
    async <Result>(write: () => Promise<Result>, texts: WriteTexts<Result>): Promise<boolean> => {
      try {
        const result = await dispatch(safeWrite(write));
        toast({ title: typeof texts.success === 'string' ? texts.success : texts.success(result) });
        return true;
      } catch (error) {
        if (texts.onStaleWrite !== undefined && isTransportError(error) && isStaleWrite(error)) {
          texts.onStaleWrite(error);
          return false;
        }
        const description = texts.preferServerMessage ? errorMessageOf(error, texts.failure) : texts.failure;
        toast({ title: 'Error', description, variant: 'destructive' });
        return false;
      }
    },
    [dispatch, toast],
  );
}
