import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';

/** The pause after a successful sign-in or registration, so its toast is seen (docs/PRODUCT.md section 2). */
export const REDIRECT_AFTER_SUCCESS_MS = 500;

/**
 * A user-timing mark at the pause's end: what follows it is the time a user waits for the next screen
 * (the first-paint benchmark measures from it; DevTools traces show it).
 */
const PAUSE_ENDED_MARK = 'portal:pause-ended';

/** Navigates after a delay; the pending navigation is dropped if the screen unmounts first. */
export function useDelayedNavigate(delayMs: number = REDIRECT_AFTER_SUCCESS_MS): (to: string) => void {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );

  return useCallback(
    (to: string) => {
      if (timer.current !== null) clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        timer.current = null;
        // User Timing is missing in some embedded browsers (and jsdom): the mark is a measurement, never needed.
        if (typeof performance.mark === 'function') performance.mark(PAUSE_ENDED_MARK);
        void navigate(to);
      }, delayMs);
    },
    [delayMs, navigate],
  );
}
