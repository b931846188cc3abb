import { useCallback, useEffect, useState } from 'react';
import type { PerformerPageDto } from '@booking-portal/api/contract';
import { fetchPerformerPage, PageNotFoundError } from '../performer-page.api';

type PerformerPageState =
  | { status: 'loading' }
  | { status: 'ready'; page: PerformerPageDto }
  /** No token, or one that names no page. */
  | { status: 'invalid' }
  | { status: 'failed'; message: string };

export interface PerformerPageControl {
  state: PerformerPageState;
  /** Reads the page again, keeping the one shown meanwhile (after an add or a remove). */
  reload: () => void;
  /** The page answered 404 to a write: the link died meanwhile. */
  markInvalid: () => void;
}

/** The performer's page behind the token, read on mount and again on reload. */
export function usePerformerPage(token: string | null): PerformerPageControl {
  const [state, setState] = useState<PerformerPageState>(
    token === null ? { status: 'invalid' } : { status: 'loading' },
  );
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    if (token === null) return undefined;
    const controller = new AbortController();
    fetchPerformerPage(token, controller.signal).then(
      (page) => setState({ status: 'ready', page }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof PageNotFoundError) setState({ status: 'invalid' });
        else setState({ status: 'failed', message: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => controller.abort();
  }, [token, generation]);

  const reload = useCallback(() => {
    setState((previous) => (previous.status === 'failed' ? { status: 'loading' } : previous));
    setGeneration((previous) => previous + 1);
  }, []);
  const markInvalid = useCallback(() => setState({ status: 'invalid' }), []);
  return { state, reload, markInvalid };
}
