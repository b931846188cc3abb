import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { SessionDto } from '@booking-portal/api/contract';
import { mayOpenScreen } from '@booking-portal/api/contract';
import { Card, Page, Spinner, useSession } from '@booking-portal/shell/runtime';
import { DENIED_TEXTS, type AdminScreen as AdminScreenName } from './denied-texts';

const DeniedCard = styled(Card)`
  max-width: 36rem;
  margin: 3rem auto 0;
  text-align: center;
`;

const DeniedText = styled.p`
  margin: 0;
  font-size: 1.125rem;
`;

export interface AdminScreenProps {
  screen: AdminScreenName;
  /** The screen for a session that may open it. */
  children: (session: SessionDto) => ReactNode;
}

/**
 * Shows an admin screen to the roles that may open it and the screen's denied text to anyone else.
 * The shell already redirects under-privileged users; this keeps the remote safe on its own
 * (standalone harness, another host).
 */
export function AdminScreen({ screen, children }: AdminScreenProps) {
  const { session } = useSession();
  if (session === null) return <Spinner centered />;
  if (!mayOpenScreen(screen, session.role)) {
    return (
      <Page>
        <DeniedCard role="alert">
          <DeniedText>{DENIED_TEXTS[screen]}</DeniedText>
        </DeniedCard>
      </Page>
    );
  }
  return <>{children(session)}</>;
}
