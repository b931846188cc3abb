import { useCallback } from 'react';
import { useWriteFeedback, type WriteTexts } from '@booking-portal/shell/runtime';

/** A write's outcome: saved, or refused with the error the server (or the network) gave. */
export type WriteOutcome = { saved: true } | { saved: false; error: unknown };

/**
 * Runs a write with the write-feedback toasts and keeps the refusal, so a form can show a 400's
 * problems under the fields it names as well.
 */
export function useRefusableWrite() {
  const runWrite = useWriteFeedback();
  return useCallback(
    async <Result>(write: () => Promise<Result>, texts: WriteTexts<Result>): Promise<WriteOutcome> => {
      let refusal: unknown = null;
      const saved = await runWrite(async () => {
        try {
          return await write();
        } catch (error) {
          refusal = error;
          throw error;
        }
      }, texts);
      return saved ? { saved: true } : { saved: false, error: refusal };
    },
    [runWrite],
  );
}
