import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import type { SessionDto } from '@booking-portal/api/contract';
import { Spinner, useLiveChanges, useSession } from '@booking-portal/shell/runtime';
import { MainNav } from '../navigation';
import { AppHeader } from './app-header';
import { BareLayout } from './bare-layout';

const Main = styled.main`
  min-height: calc(100vh - 7rem);
`;

/**
 * Header, navigation and the main landmark around a signed-in screen, and the page's change stream:
 * it opens with the chrome and closes when the chrome goes (sign-out, the session's end).
 */
export function AppChrome({ session, children }: { session: SessionDto; children: ReactNode }) {
  useLiveChanges(true);
  return (
    <>
      <AppHeader email={session.user.email} />
      <MainNav role={session.role} />
      <Main id="main-content">{children}</Main>
    </>
  );
}

/** Layout route of every signed-in, allowed screen (rendered inside RequireSignedIn). */
export function AppLayout() {
  const { session } = useSession();
  if (session === null) return null;
  return (
    <AppChrome session={session}>
      <Outlet />
    </AppChrome>
  );
}

/** For screens open to everyone (404): with the app's chrome when signed in, bare otherwise. */
export function ChromeWhenSignedIn({ children }: { children: ReactNode }) {
  const { status, session } = useSession();
  // Waiting avoids showing the screen bare and then again inside the chrome.
  if (status === 'loading')
    return (
      <BareLayout>
        <Spinner centered />
      </BareLayout>
    );
  if (session === null || !session.allowed) return <BareLayout>{children}</BareLayout>;
  return <AppChrome session={session}>{children}</AppChrome>;
}
