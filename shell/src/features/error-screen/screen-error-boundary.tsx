import type { ReactNode } from 'react';
import { clearCachedDataKeepingSession, useAppDispatch } from '@booking-portal/shell/runtime';
import { RecoveringErrorBoundary } from './recovering-error-boundary';

/** A script or chunk that failed to download: the remote's own error panel (with Retry) deals with those. */
function isLoadingFailure(error: Error): boolean {
  return error.name === 'ChunkLoadError' || /Loading (script|chunk|CSS chunk) .*failed/i.test(error.message);
}

/**
 * An error inside one screen shows the spec's error screen in that screen's place, under the header
 * and navigation, with its 3 automatic recoveries. Recovering clears every cached answer except the
 * session and mounts the screen again, so it reads its data anew; the rest of the portal keeps
 * working. Failures to load the screen's code are left to the remote's panel above.
 */
export function ScreenErrorBoundary({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch();
  return (
    <RecoveringErrorBoundary
      layout="screen"
      clearCachedData={() => dispatch(clearCachedDataKeepingSession())}
      reloadPage={() => window.location.reload()}
      leavesToParent={isLoadingFailure}
    >
      {children}
    </RecoveringErrorBoundary>
  );
}
