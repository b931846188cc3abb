import { useCallback } from 'react';
import { useAppDispatch } from '../store/hooks';
import { useToast } from '../toast/use-toast';
import { safeWrite } from './cache-recovery';
import { errorMessageOf } from './transport-error';

export interface WriteTexts<Result> {
  /** The success toast, or a function of the write's answer (e.g. the migrated-bookings toast). */
  success: string | ((result: Result) => string);
  /** The spec's fallback when the server sent no message of its own. */
  failure: string;
  /** docs/PRODUCT.md section 8 prefers the server's message for some writes (departments, add user) only. */
  preferServerMessage: boolean;
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
        const description = texts.preferServerMessage ? errorMessageOf(error, texts.failure) : texts.failure;
        toast({ title: 'Error', description, variant: 'destructive' });
        return false;
      }
    },
    [dispatch, toast],
  );
}
