import styled from 'styled-components';
import { Button, Card, Heading, Subtitle, TechnicalDetails } from '@booking-portal/shell/runtime';

const ERROR_TITLE = 'Something went wrong';

/** Where automatic recovery stands: how many attempts ran, and whether one is under way. */
interface RecoveryProgress {
  attempts: number;
  maxAttempts: number;
  recovering: boolean;
}

/** 'page': the error screen is the whole page; 'screen': it takes one screen's place inside the app's main. */
export type ErrorScreenLayout = 'page' | 'screen';

const Main = styled.main`
  min-height: 100vh;
  padding: 4rem 1rem;
`;

const InScreen = styled.div`
  padding: 3rem 1rem;
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

function statusText({ attempts, maxAttempts, recovering }: RecoveryProgress): string {
  if (recovering) return `Recovering automatically (attempt ${attempts + 1} of ${maxAttempts})…`;
  if (attempts >= maxAttempts) {
    return `Automatic recovery stopped after ${maxAttempts} attempts. Try again or force a refresh.`;
  }
  return 'Try again, or force a refresh of the page.';
}

export interface ErrorScreenProps {
  error: Error;
  layout: ErrorScreenLayout;
  progress: RecoveryProgress;
  onTryAgain: () => void;
  onForceRefresh: () => void;
}

/** The app-level error screen of docs/PRODUCT.md section 2. */
export function ErrorScreen({ error, layout, progress, onTryAgain, onForceRefresh }: ErrorScreenProps) {
  const Frame = layout === 'page' ? Main : InScreen;
  return (
    <Frame id={layout === 'page' ? 'main-content' : undefined}>
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
        <TechnicalDetails error={error} />
      </Panel>
    </Frame>
  );
}
