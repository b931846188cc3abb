import { useCallback, useRef, useState } from 'react';

/**
 * Runs a submit at most once at a time: a second click while the first is in flight is ignored (a ref,
 * not state, so two clicks in the same tick cannot both pass). `isWorking` drives the disabled button.
 */
export function useSubmitOnce(): {
  isWorking: boolean;
  run: (submit: () => Promise<void>) => Promise<void>;
} {
  const working = useRef(false);
  const [isWorking, setIsWorking] = useState(false);

  const run = useCallback(async (submit: () => Promise<void>) => {
    if (working.current) return;
    working.current = true;
    setIsWorking(true);
    try {
      await submit();
    } finally {
      working.current = false;
      setIsWorking(false);
    }
  }, []);

  return { isWorking, run };
}
