import { useCallback, useRef, useState } from 'react';

type SubmissionOutcome = 'succeeded' | 'failed';

export interface SubmissionGuard {
  /** Runs the submission unless one is already running. */
  submitOnce: (submission: () => Promise<SubmissionOutcome>) => Promise<void>;
  isSubmitting: boolean;
}

/**
 * One submission at a time for the sign-in screens. The busy state clears only when a submission
 * failed: a successful one is followed by leaving the screen (docs/PRODUCT.md section 4, Session).
 */
export function useSubmissionGuard(): SubmissionGuard {
  const [isSubmitting, setSubmitting] = useState(false);
  // State changes show on the next render only; the ref also stops a second submit in the same tick.
  const inFlight = useRef(false);

  const submitOnce = useCallback(async (submission: () => Promise<SubmissionOutcome>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setSubmitting(true);
    const outcome = await submission();
    if (outcome === 'failed') {
      inFlight.current = false;
      setSubmitting(false);
    }
  }, []);

  return { submitOnce, isSubmitting };
}
