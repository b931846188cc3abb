import type { Actor } from '../../platform/http';
import { resolveRole } from './role-resolution';
import type { SessionRepository } from './session.repository';
import { sessionIdOf } from './session-token';

export type ActorResolver = (token: string) => Promise<Actor | null>;

/** The actor behind a session token, or null when the session is unknown, expired or its user disabled. */
export function createActorResolver(sessions: SessionRepository): ActorResolver {
  return async (token) => {
    const owner = await sessions.findOwner(sessionIdOf(token));
    if (!owner) return null;
    if (owner.isStale) await sessions.touch(owner.sessionId);
    return {
      userId: owner.userId,
      email: owner.email,
      role: resolveRole(owner),
      organizationId: owner.organizationId,
      department: owner.department,
    };
  };
}
