import { useState } from 'react';
import type { SessionDto } from '@booking-portal/api/contract';
import { useToast } from '@booking-portal/shell/runtime';
import { readServerError, useDelayedNavigate, useSubmissionGuard } from '../../auth-form';

/** When the server gave no reason of its own (it failed, or could not be reached). */
const LINK_SUBMIT_FAILED = 'Something went wrong. Please try again.';

export interface SignInThroughLink {
  submit: (send: () => Promise<SessionDto>) => Promise<void>;
  isSubmitting: boolean;
  /** Why the last attempt was refused, in the server's words (a password rule, an expired link). */
  failure: string | null;
}

/**
 * Sends what a mailed link's page collected; the answer is a session (stored by the endpoint), so the
 * person is signed in: the success toast shows and the calendar opens 0.5 s later.
 */
export function useSignInThroughLink(successToast: {
  title: string;
  description?: string;
}): SignInThroughLink {
  const { toast } = useToast();
  const redirect = useDelayedNavigate();
  const { submitOnce, isSubmitting } = useSubmissionGuard();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = (send: () => Promise<SessionDto>) =>
    submitOnce(async () => {
      setFailure(null);
      try {
        await send();
      } catch (error) {
        const { status, message, fieldMessages } = readServerError(error);
        const refused = status !== null && status >= 400 && status < 500;
        setFailure(refused ? (fieldMessages[0] ?? message ?? LINK_SUBMIT_FAILED) : LINK_SUBMIT_FAILED);
        return 'failed';
      }
      toast(successToast);
      redirect('/');
      return 'succeeded';
    });

  return { submit, isSubmitting, failure };
}
