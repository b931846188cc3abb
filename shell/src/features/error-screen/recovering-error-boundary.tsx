import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen, type ErrorScreenLayout } from './error-screen';

/** docs/PRODUCT.md section 9: at most 3 automatic recoveries, each after clearing cached data and waiting 0.5 s. */
const MAX_AUTOMATIC_RECOVERIES = 3;
const RECOVERY_DELAY_MS = 500;

export interface RecoveringErrorBoundaryProps {
  children: ReactNode;
  clearCachedData: () => void;
  reloadPage: () => void;
  layout: ErrorScreenLayout;
  /** Errors another boundary above handles (they are thrown on to it); none by default. */
  leavesToParent?: (error: Error) => boolean;
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

/**
 * Shows the spec's error screen in place of what failed to render, and recovers by itself: it clears
 * cached data, waits 0.5 s and mounts its children again (so they read their data again), up to 3
 * times. Try Again does the same at once and starts the count over.
 */
export class RecoveringErrorBoundary extends Component<RecoveringErrorBoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, recoveries: 0, recovering: false };
  private recoveryTimer: ReturnType<typeof setTimeout> | null = null;

  static getDerivedStateFromError(thrown: unknown): Partial<BoundaryState> {
    return { error: asError(thrown) };
  }

  override componentDidCatch(thrown: unknown, _info: ErrorInfo): void {
    if (this.props.leavesToParent?.(asError(thrown))) return;
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
    if (this.props.leavesToParent?.(error)) throw error;
    return (
      <ErrorScreen
        error={error}
        layout={this.props.layout}
        progress={{ attempts: recoveries, maxAttempts: MAX_AUTOMATIC_RECOVERIES, recovering }}
        onTryAgain={this.tryAgain}
        onForceRefresh={this.props.reloadPage}
      />
    );
  }
}
