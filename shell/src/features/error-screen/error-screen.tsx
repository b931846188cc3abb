import styled from 'styled-components';
import { Button, Card, Heading, Subtitle } from '@booking-portal/shell/runtime';

export const ERROR_TITLE = 'Something went wrong';

/** Where automatic recovery stands: how many attempts ran, and whether one is under way. */
export interface RecoveryProgress {
  attempts: number;
  maxAttempts: number;
  recovering: boolean;
}

const Main = styled.main`
  min-height: 100vh;
  padding: 4rem 1rem;
`;

const Panel = styled(Card)`
  max-width: 36rem;
  margin: 0 auto;
`;

const Status = styled.p`
  margin: 1rem 0 0;
  color: ${({ theme }) => theme.colors.mutedText};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-top: 1.5rem;
`;

const Details = styled.details`
  margin-top: 1.5rem;

  summary {
    cursor: pointer;
    font-weight: 600;
  }

  pre {
    margin: 0.75rem 0 0;
    padding: 0.75rem;
    border-radius: ${({ theme }) => theme.radii.small};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    white-space: pre-wrap;
    overflow-wrap: anywhere;
    font-size: 0.8125rem;
  }
`;

function statusText({ attempts, maxAttempts, recovering }: RecoveryProgress): string {
  if (recovering) return `Recovering automatically (attempt ${attempts + 1} of ${maxAttempts})…`;
  if (attempts >= maxAttempts) {
    return `Automatic recovery stopped after ${maxAttempts} attempts. Try again or force a refresh.`;
  }
  return 'Try again, or force a refresh of the page.';
}

export interface ErrorScreenProps {
  error: Error;
  progress: RecoveryProgress;
  onTryAgain: () => void;
  onForceRefresh: () => void;
}

/** The app-level error screen of SPEC.md section 2. */
export function ErrorScreen({ error, progress, onTryAgain, onForceRefresh }: ErrorScreenProps) {
  return (
    <Main id="main-content">
      <Panel role="alert">
        <Heading>{ERROR_TITLE}</Heading>
        <Subtitle>An unexpected error stopped this page from showing.</Subtitle>
        <Status>{statusText(progress)}</Status>
        <Actions>
          <Button onClick={onTryAgain}>Try Again</Button>
          <Button $variant="secondary" onClick={onForceRefresh}>
            Force Refresh
          </Button>
        </Actions>
        <Details>
          <summary>Technical details</summary>
          <pre>{error.message || error.name}</pre>
        </Details>
      </Panel>
    </Main>
  );
}
