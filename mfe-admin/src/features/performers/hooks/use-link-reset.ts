import { useCallback } from 'react';
import { useWriteFeedback } from '@booking-portal/shell/runtime';

/** The toasts of making a secret link: the first one, or a new one that replaces it. */
export interface LinkResetTexts {
  created: string;
  resetDone: string;
  createFailed: string;
  resetFailed: string;
}

/** A mutation's trigger that makes a performer's link (a feed's, a page's) and answers its address once. */
type ResetTrigger = (performerId: number) => { unwrap: () => Promise<{ url: string | null }> };

/**
 * Makes a performer's first secret link (`hadLink` false) or replaces it, with the write-feedback
 * toasts. Resolves to the new address, or null when the write failed (its toast already said so).
 */
export function useLinkReset(resetLink: ResetTrigger, texts: LinkResetTexts) {
  const runWrite = useWriteFeedback();
  return useCallback(
    async (performerId: number, hadLink: boolean): Promise<string | null> => {
      let address: string | null = null;
      const saved = await runWrite(
        async () => {
          const link = await resetLink(performerId).unwrap();
          address = link.url;
          return link;
        },
        {
          success: hadLink ? texts.resetDone : texts.created,
          failure: hadLink ? texts.resetFailed : texts.createFailed,
          preferServerMessage: false,
        },
      );
      return saved ? address : null;
    },
    [runWrite, resetLink, texts],
  );
}
