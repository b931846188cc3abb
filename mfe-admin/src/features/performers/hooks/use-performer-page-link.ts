import { useCallback } from 'react';
import { useWriteFeedback } from '@booking-portal/shell/runtime';
import { PAGE_TEXTS } from '../performer-page-texts';
import {
  useResetPerformerPageLinkMutation,
  useSendPerformerPageLinkMutation,
} from '../performer-page.endpoints';
import { useLinkReset } from './use-link-reset';

/** The owner's writes of a performer's page link, with their toasts. */
export function usePerformerPageLink() {
  const runWrite = useWriteFeedback();
  const [resetPageLink, resetState] = useResetPerformerPageLinkMutation();
  const [sendPageLink, sendState] = useSendPerformerPageLinkMutation();
  const reset = useLinkReset(resetPageLink, PAGE_TEXTS);

  /** Mails a new link to the performer; the toast is the server's answer (or why it refused). */
  const send = useCallback(
    (performerId: number) =>
      runWrite(() => sendPageLink(performerId).unwrap(), {
        success: (sent) => sent.message,
        failure: PAGE_TEXTS.sendFailed,
        preferServerMessage: true,
      }),
    [runWrite, sendPageLink],
  );

  return { reset, send, isSaving: resetState.isLoading || sendState.isLoading };
}
