import styled from 'styled-components';
import { Button, Card, CenteredScreen, Heading, Subtitle, useSession } from '@booking-portal/shell/runtime';
import { useSignOut } from '../hooks/use-sign-out';

const Panel = styled(Card)`
  width: 100%;
  max-width: 28rem;
  text-align: center;
`;

const Icon = styled.svg`
  display: block;
  margin: 0 auto 1rem;
  color: ${({ theme }) => theme.colors.danger};
`;

const SignedInAs = styled.p`
  margin: 1rem 0 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.mutedText};
`;

const SignOutButton = styled(Button)`
  margin-top: 1.5rem;
`;

/** /unauthorized (docs/PRODUCT.md section 2): a signed-in user whose e-mail may not use the portal. */
export function UnauthorizedPage() {
  const { session } = useSession();
  const { signOut, isSigningOut } = useSignOut();

  return (
    <CenteredScreen>
      <Panel>
        <Icon width="48" height="48" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <rect
            x="5"
            y="11"
            width="14"
            height="10"
            rx="2"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          />
          <path d="M8 11V7a4 4 0 0 1 8 0v4" fill="none" stroke="currentColor" strokeWidth="2" />
        </Icon>
        <Heading>Access Denied</Heading>
        <Subtitle>Your email address is not authorized to access this application.</Subtitle>
        {session !== null && <SignedInAs>Signed in as {session.user.email}</SignedInAs>}
        <SignOutButton onClick={() => void signOut()} disabled={isSigningOut}>
          Sign Out
        </SignOutButton>
      </Panel>
    </CenteredScreen>
  );
}
