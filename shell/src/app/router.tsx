import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { Outlet, type RouteObject } from 'react-router-dom';
import { Spinner, type RemoteName } from '@booking-portal/shell/runtime';
import { RequireRole, RequireSignedIn, VisitorsOnly } from '../features/access/guards';
import {
  ACCOUNT_LINK_PAGES,
  PERFORMER_PAGE_PATH,
  SCREEN_ROLES,
  type Role,
} from '@booking-portal/api/contract';
import { AppLayout, ChromeWhenSignedIn } from '../features/app-shell/app-layout';
import { BareLayout } from '../features/app-shell/bare-layout';
import { AppErrorBoundary, RouteErrorScreen } from '../features/error-screen';
import { ROUTES } from '../features/navigation/routes';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { HiddenRemoteScreen } from '../federation/hidden-remote-screen';
import { RemoteScreen } from '../federation/remote-screen';
import type { RemoteRoutesLoader, RemoteWarmUpContext } from '../federation/remote-routes-loader';

// Visitors' screens load on their own: a signed-in user never downloads them (nor their form schemas).
const LoginPage = lazy(() => import('../features/login').then((module) => ({ default: module.LoginPage })));
const RegisterPage = lazy(() =>
  import('../features/register').then((module) => ({ default: module.RegisterPage })),
);
const ForgotPasswordPage = lazy(() =>
  import('../features/forgot-password').then((module) => ({ default: module.ForgotPasswordPage })),
);
const ResetPasswordPage = lazy(() =>
  import('../features/reset-password').then((module) => ({ default: module.ResetPasswordPage })),
);
const InvitationPage = lazy(() =>
  import('../features/invitation').then((module) => ({ default: module.InvitationPage })),
);
const RegisterConfirmPage = lazy(() =>
  import('../features/register-confirm').then((module) => ({ default: module.RegisterConfirmPage })),
);
const UnauthorizedPage = lazy(() =>
  import('../features/unauthorized').then((module) => ({ default: module.UnauthorizedPage })),
);

function BareScreen({ children }: { children: ReactNode }) {
  return (
    <BareLayout>
      <Suspense fallback={<Spinner centered />}>{children}</Suspense>
    </BareLayout>
  );
}

export interface AppRouteDependencies {
  remotes: RemoteRoutesLoader;
}

/** A remote's screen behind the role check of its path. */
function guardedRemote(
  remotes: RemoteRoutesLoader,
  remote: RemoteName,
  path: string,
  roles: readonly Role[],
): RouteObject {
  return {
    element: <RequireRole roles={roles} />,
    children: [{ path, element: <RemoteScreen key={path} loader={remotes} remote={remote} path={path} /> }],
  };
}

/**
 * /login. After a sign-in the login screen pauses 0.5 s before '/' (docs/PRODUCT.md section 2): for the
 * users who will land on the calendar, its code and first reads load meanwhile and the screen is rendered
 * ahead, hidden, so the end of the pause leaves only its mount (docs/ARCHITECTURE.md section 6). Nothing
 * of the calendar is asked for before the sign-in has succeeded.
 */
function LoginRoute({ remotes }: AppRouteDependencies) {
  const [landsOnCalendar, setLandsOnCalendar] = useState(false);
  const warmUpLanding = useCallback(
    (context: RemoteWarmUpContext) => {
      const { session } = context;
      if (!session.allowed || !SCREEN_ROLES.calendar.includes(session.role)) return;
      remotes.warmUp('mfe_calendar', context);
      setLandsOnCalendar(true);
    },
    [remotes],
  );
  return (
    <>
      <LoginPage onSignedIn={warmUpLanding} />
      {landsOnCalendar && (
        <HiddenRemoteScreen loader={remotes} remote="mfe_calendar" path={ROUTES.calendar} />
      )}
    </>
  );
}

/**
 * The pages mailed links open, and the request for a reset link: open signed in or not (a link is for
 * whoever holds it, and using it signs that person in), so no guard stands before them.
 */
const ACCOUNT_LINK_SCREENS: readonly { path: string; page: ReactNode }[] = [
  { path: ACCOUNT_LINK_PAGES.forgotPassword, page: <ForgotPasswordPage /> },
  { path: ACCOUNT_LINK_PAGES.resetPassword, page: <ResetPasswordPage /> },
  { path: ACCOUNT_LINK_PAGES.invitation, page: <InvitationPage /> },
  { path: ACCOUNT_LINK_PAGES.registerConfirm, page: <RegisterConfirmPage /> },
];

/** The full route table of docs/PRODUCT.md section 2, with its guard. */
export function createAppRoutes({ remotes }: AppRouteDependencies): RouteObject[] {
  return [
    {
      element: (
        <AppErrorBoundary>
          <Outlet />
        </AppErrorBoundary>
      ),
      errorElement: <RouteErrorScreen />,
      children: [
        {
          path: ROUTES.publicSchedule,
          element: (
            <BareLayout>
              <RemoteScreen loader={remotes} remote="mfe_public" path={ROUTES.publicSchedule} />
            </BareLayout>
          ),
        },
        {
          // A performer's own page: its token is its only credential, so no sign-in stands before it.
          path: PERFORMER_PAGE_PATH,
          element: (
            <BareLayout>
              <RemoteScreen loader={remotes} remote="mfe_public" path={PERFORMER_PAGE_PATH} />
            </BareLayout>
          ),
        },
        ...ACCOUNT_LINK_SCREENS.map(({ path, page }) => ({ path, element: <BareScreen>{page}</BareScreen> })),
        {
          element: <VisitorsOnly />,
          children: [
            {
              path: ROUTES.login,
              element: (
                <BareScreen>
                  <LoginRoute remotes={remotes} />
                </BareScreen>
              ),
            },
            {
              path: ROUTES.register,
              element: (
                <BareScreen>
                  <RegisterPage />
                </BareScreen>
              ),
            },
          ],
        },
        {
          element: <RequireSignedIn allowDisallowed />,
          children: [
            {
              path: ROUTES.unauthorized,
              element: (
                <BareScreen>
                  <UnauthorizedPage />
                </BareScreen>
              ),
            },
          ],
        },
        {
          element: <RequireSignedIn />,
          children: [
            {
              element: <AppLayout />,
              children: [
                guardedRemote(remotes, 'mfe_calendar', ROUTES.calendar, SCREEN_ROLES.calendar),
                guardedRemote(remotes, 'mfe_admin', ROUTES.users, SCREEN_ROLES.users),
                guardedRemote(remotes, 'mfe_admin', ROUTES.departments, SCREEN_ROLES.departments),
                guardedRemote(remotes, 'mfe_admin', ROUTES.performers, SCREEN_ROLES.performers),
                guardedRemote(remotes, 'mfe_admin', ROUTES.admin, SCREEN_ROLES.admin),
              ],
            },
          ],
        },
        {
          path: '*',
          element: (
            <ChromeWhenSignedIn>
              <NotFoundPage />
            </ChromeWhenSignedIn>
          ),
        },
      ],
    },
  ];
}
