import type { SessionDto } from '@booking-portal/api/contract';
import { errorMessageOf } from '../api/transport-error';
import { useAppSelector } from '../store/hooks';
import { selectSessionEndCause } from './session-end.slice';
import { useGetSessionQuery } from './session.endpoints';

export type SessionStatus = 'loading' | 'signed-out' | 'signed-in';

export type SessionState =
  | { status: 'loading'; session: null }
  | { status: 'signed-out'; session: null }
  | { status: 'signed-in'; session: SessionDto };

/** Raised when the session cannot be read at all (server down); the app's error screen takes over. */
class SessionUnavailableError extends Error {
  override name = 'SessionUnavailableError';
}

/** The session as docs/PRODUCT.md section 4 describes it: loading until known, then signed in or signed out. */
export function useSession(): SessionState {
  const { data, error } = useGetSessionQuery();
  const endedByServer = useAppSelector(selectSessionEndCause) !== null;
  if (data === undefined) {
    // The server ended the session and the cache went with it: signed out now, not once asked again.
    if (endedByServer) return { status: 'signed-out', session: null };
    // Only a failure with nothing known yet is fatal; a failed background refetch keeps the last session.
    if (error !== undefined)
      throw new SessionUnavailableError(errorMessageOf(error, 'Failed to load the session'));
    return { status: 'loading', session: null };
  }
  if (data === null) return { status: 'signed-out', session: null };
  return { status: 'signed-in', session: data };
}
