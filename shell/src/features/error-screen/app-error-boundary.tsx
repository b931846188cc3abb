import { Component, type ErrorInfo, type ReactNode } from 'react';
import { baseApi, useAppDispatch } from '@booking-portal/shell/runtime';
import { ErrorScreen } from './error-screen';

/** SPEC.md section 9: at most 3 automatic recoveries, each after clearing cached data and waiting 0.5 s. */
export const MAX_AUTOMATIC_RECOVERIES = 3;
export const RECOVERY_DELAY_MS = 500;

interface BoundaryProps {
  children: ReactNode;
  clearCachedData: () => void;
  reloadPage: () => void;
}

interface BoundaryState {
  error: Error | null;
  /** Automatic recoveries run so far; a manual Try Again resets it. */
  recoveries: number;
  recovering: boolean;
}

function asError(thrown: unknown): Error {
  return thrown instanceof Error ? thrown : new Error(String(thrown));
}

class RecoveringErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, recoveries: 0, recovering: false };
  private recoveryTimer: ReturnType<typeof setTimeout> | null = null;

  static getDerivedStateFromError(thrown: unknown): Partial<BoundaryState> {
    return { error: asError(thrown) };
  }

  override componentDidCatch(_error: unknown, _info: ErrorInfo): void {
    if (this.recoveryTimer !== null || this.state.recoveries >= MAX_AUTOMATIC_RECOVERIES) return;
    this.props.clearCachedData();
    this.setState({ recovering: true });
    this.recoveryTimer = setTimeout(() => {
      this.recoveryTimer = null;
      this.setState((state) => ({ error: null, recovering: false, recoveries: state.recoveries + 1 }));
    }, RECOVERY_DELAY_MS);
  }

  override componentWillUnmount(): void {
    this.cancelRecovery();
  }

  private cancelRecovery(): void {
    if (this.recoveryTimer !== null) clearTimeout(this.recoveryTimer);
    this.recoveryTimer = null;
  }

  private readonly tryAgain = (): void => {
    this.cancelRecovery();
    this.props.clearCachedData();
    this.setState({ error: null, recovering: false, recoveries: 0 });
  };

  override render(): ReactNode {
    const { error, recoveries, recovering } = this.state;
    if (error === null) return this.props.children;
    return (
      <ErrorScreen
        error={error}
        progress={{ attempts: recoveries, maxAttempts: MAX_AUTOMATIC_RECOVERIES, recovering }}
        onTryAgain={this.tryAgain}
        onForceRefresh={this.props.reloadPage}
      />
    );
  }
}

/** Catches any render error of the app and shows the error screen, recovering by itself up to 3 times. */
export function AppErrorBoundary({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch();
  return (
    <RecoveringErrorBoundary
      clearCachedData={() => dispatch(baseApi.util.resetApiState())}
      reloadPage={() => window.location.reload()}
    >
      {children}
    </RecoveringErrorBoundary>
  );
}
