import type { Actor } from '../../platform/http';
import { resolveRole, type RoleInput } from './role-resolution';
import type { SessionOwner, SessionRepository } from './session.repository';
import { sessionIdOf } from './session-token';

export type ActorResolver = (token: string) => Promise<Actor | null>;

/**
 * The session row each actor of a request was resolved from, held as long as that actor object:
 * describing the session (GET /api/auth/session) then needs no second read of the user and their
 * permissions. Keyed by the request's own actor, so nothing outlives the request or crosses to another.
 */
const ownersOfActors = new WeakMap<Actor, SessionOwner>();

/** The session row `actor` was resolved from in this request, if it was resolved here. */
export function sessionOwnerOf(actor: Actor): SessionOwner | undefined {
  return ownersOfActors.get(actor);
}

/** What the role of a session's user is resolved from: their organization, its kind and their permissions. */
export function roleInputOf(owner: SessionOwner): RoleInput {
  return {
    organizationId: owner.user.organizationId,
    organization: owner.organization,
    permissions: owner.permissions,
  };
}

/** The actor behind a session token, or null when the session is unknown, expired or its user disabled. */
export function createActorResolver(sessions: SessionRepository): ActorResolver {
  return async (token) => {
    const owner = await sessions.findOwner(sessionIdOf(token));
    if (!owner) return null;
    if (owner.isStale) await sessions.touch(owner.sessionId);
    const { user } = owner;
    const actor: Actor = {
      userId: user.id,
      email: user.email,
      role: resolveRole(roleInputOf(owner)),
      organizationId: user.organizationId,
      department: user.department,
    };
    ownersOfActors.set(actor, owner);
    return actor;
  };
}
