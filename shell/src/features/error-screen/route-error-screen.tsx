import { useRouteError } from 'react-router-dom';
import { ErrorScreen } from './error-screen';

/**
 * The router's own error element, for anything that escapes AppErrorBoundary (the router catches
 * those before React would). Try Again reloads the page, since the router keeps its error state.
 */
export function RouteErrorScreen() {
  const thrown = useRouteError();
  const error = thrown instanceof Error ? thrown : new Error(String(thrown));
  return (
    <ErrorScreen
      error={error}
      layout="page"
      progress={{ attempts: 0, maxAttempts: 3, recovering: false }}
      onTryAgain={() => window.location.reload()}
      onForceRefresh={() => window.location.reload()}
    />
  );
}
