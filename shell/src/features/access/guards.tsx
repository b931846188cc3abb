import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import type { Role } from '@booking-portal/api/contract';
import { Spinner, useSession } from '@booking-portal/shell/runtime';
import { ROUTES } from '../navigation';
import { BareLayout } from '../app-shell';

function SessionLoading() {
  return (
    <BareLayout>
      <Spinner centered />
    </BareLayout>
  );
}

/**
 * The guard of docs/PRODUCT.md section 2: a spinner while the session loads, visitors to /login, signed-in
 * users whose e-mail is not allowed to /unauthorized. `allowDisallowed` lets those users through
 * (only /unauthorized itself uses it).
 */
export function RequireSignedIn({ allowDisallowed = false }: { allowDisallowed?: boolean }) {
  const { status, session } = useSession();
  const location = useLocation();
  if (status === 'loading') return <SessionLoading />;
  if (status === 'signed-out')
    return <Navigate to={ROUTES.login} replace state={{ from: location.pathname }} />;
  if (!session.allowed && !allowDisallowed) return <Navigate to={ROUTES.unauthorized} replace />;
  return <Outlet />;
}

/** Under-privileged users go to the calendar. Renders inside RequireSignedIn, so a session exists. */
export function RequireRole({ roles }: { roles: readonly Role[] }) {
  const { session } = useSession();
  if (session === null) return null;
  if (!roles.includes(session.role)) return <Navigate to={ROUTES.calendar} replace />;
  return <Outlet />;
}

/**
 * /login and /register are for visitors: a user who arrives signed in goes to the calendar. A visitor
 * who signs in here stays until the screen itself redirects (after its 0.5 s success message).
 */
export function VisitorsOnly() {
  const { status } = useSession();
  const [arrivedAs, setArrivedAs] = useState<'signed-in' | 'signed-out' | null>(null);
  if (status === 'loading') return <SessionLoading />;
  // Remembered once, during render (React's pattern for state derived from a first value).
  if (arrivedAs === null) setArrivedAs(status);
  if ((arrivedAs ?? status) === 'signed-in') return <Navigate to={ROUTES.calendar} replace />;
  return <Outlet />;
}
