import { useCallback } from 'react';
import { useWriteFeedback } from '@booking-portal/shell/runtime';
import { FEED_TEXTS } from '../performer-feed-texts';
import { useResetPerformerFeedLinkMutation } from '../performers.endpoints';

/**
 * Makes a performer's first feed link (`hadLink` false) or replaces it, with the write-feedback toasts.
 * Resolves to the new address, or null when the write failed (its toast already said so).
 */
export function usePerformerFeedReset() {
  const runWrite = useWriteFeedback();
  const [resetFeedLink, { isLoading }] = useResetPerformerFeedLinkMutation();

  const reset = useCallback(
    async (performerId: number, hadLink: boolean): Promise<string | null> => {
      let address: string | null = null;
      const saved = await runWrite(
        async () => {
          const link = await resetFeedLink(performerId).unwrap();
          address = link.url;
          return link;
        },
        {
          success: hadLink ? FEED_TEXTS.resetDone : FEED_TEXTS.created,
          failure: hadLink ? FEED_TEXTS.resetFailed : FEED_TEXTS.createFailed,
          preferServerMessage: false,
        },
      );
      return saved ? address : null;
    },
    [runWrite, resetFeedLink],
  );

  return { reset, isSaving: isLoading };
}
