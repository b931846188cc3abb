import type { ReactNode } from 'react';
import { baseApi, useAppDispatch } from '@booking-portal/shell/runtime';
import { RecoveringErrorBoundary } from './recovering-error-boundary';

/**
 * Catches any render error of the app outside a screen (the guard, the layout, the session itself)
 * and shows the error screen as the whole page, recovering by itself up to 3 times.
 */
export function AppErrorBoundary({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch();
  return (
    <RecoveringErrorBoundary
      layout="page"
      clearCachedData={() => dispatch(baseApi.util.resetApiState())}
      reloadPage={() => window.location.reload()}
    >
      {children}
    </RecoveringErrorBoundary>
  );
}
