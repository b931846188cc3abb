import type { SessionEndReason } from '../../contract';
import type { SessionRepository } from './session.repository';
import { sessionIdOf } from './session-token';

/** Why the session of a validly signed token no longer works (asked only once it was refused). */
export type SessionEndReasonReader = (token: string) => Promise<SessionEndReason>;

/**
 * The reason kept for the session (disabled, signed out, password reset), or 'expired' when none is:
 * only this server signs session tokens, so a signed token nothing answers to any more was a real
 * session whose trace outlived its expiry (or whose account was deleted), never a stranger's guess.
 */
export function createSessionEndReasonReader(sessions: SessionRepository): SessionEndReasonReader {
  return async (token) => (await sessions.findEndReason(sessionIdOf(token))) ?? 'expired';
}
