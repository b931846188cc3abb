import type { SessionEndCause } from '@booking-portal/api/contract';
import { useAppSelector } from '../store/hooks';
import { selectSessionEndCause } from './session-end.slice';

/** Why the server ended this page's session, until a session is known again (null otherwise). */
export function useSessionEndCause(): SessionEndCause | null {
  return useAppSelector(selectSessionEndCause);
}
