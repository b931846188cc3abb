import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { linkTokenFrom } from '../link-token';

/**
 * Reads the link's token from the address once, then takes it out of the address bar (the router
 * replaces the history entry with history.replaceState), so it is not left in the history, a bookmark
 * or a screenshot of the page.
 */
export function useLinkToken(): string | null {
  const location = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => linkTokenFrom(location.hash));
  const hasFragment = location.hash !== '';

  useEffect(() => {
    if (hasFragment)
      void navigate({ pathname: location.pathname, search: location.search }, { replace: true });
  }, [hasFragment, location.pathname, location.search, navigate]);

  return token;
}
