import type { SessionDto } from '../../contract';
import { UnauthorizedError } from '../../platform/errors';
import type { Actor, RequestClient } from '../../platform/http';
import { roleInputOf, sessionOwnerOf } from './actor-resolver';
import type { IssuedSession } from './identity.types';
import { isAllowed, resolveRole } from './role-resolution';
import type { SessionOwner, SessionRepository } from './session.repository';
import { newSessionToken, sessionIdOf } from './session-token';
import { toUserDto } from './user.repository';

export interface SessionServiceDeps {
  sessions: SessionRepository;
  ttlHours: number;
}

/** What the session's owner is, as the login, the registration and GET /api/auth/session answer it. */
function describeOwner(owner: SessionOwner): SessionDto {
  const roleInput = roleInputOf(owner);
  return {
    user: toUserDto(owner.user),
    role: resolveRole(roleInput),
    allowed: isAllowed(roleInput),
    adminPermissions: owner.permissions,
    organization: owner.organization,
  };
}

export function createSessionService(deps: SessionServiceDeps) {
  const ttlSeconds = Math.round(deps.ttlHours * 3600);

  return {
    /** The session of a signed-in actor, from the session row its request was authorized with. */
    describeActor(actor: Actor): SessionDto {
      const owner = sessionOwnerOf(actor);
      // Every 'session' route's actor comes from identity's resolver: anything else is a wiring fault.
      if (!owner) throw new Error(`actor ${actor.userId} was not resolved from a session in this request`);
      return describeOwner(owner);
    },

    /**
     * Opens a new session with a fresh random token. The session the client presented (if any)
     * is deleted: a login always rotates the session id. The answer is read back through the session
     * lookup, so it is the one every later GET /api/auth/session gives.
     */
    async start(userId: number, client: RequestClient, previousToken: string | null): Promise<IssuedSession> {
      if (previousToken) await deps.sessions.delete(sessionIdOf(previousToken));
      await deps.sessions.deleteExpiredOf(userId);
      const token = newSessionToken();
      const sessionId = sessionIdOf(token);
      await deps.sessions.insert({
        id: sessionId,
        userId,
        ttlSeconds,
        ip: client.ip,
        userAgent: client.userAgent,
      });
      const owner = await deps.sessions.findOwner(sessionId);
      // Disabled between the password check and here: no session to answer with.
      if (!owner) throw new UnauthorizedError();
      return { token, maxAgeSeconds: ttlSeconds, session: describeOwner(owner) };
    },

    /** Signs the session out; a copy of its cookie elsewhere is then told it was signed out. */
    async end(token: string): Promise<void> {
      await deps.sessions.end(sessionIdOf(token), 'signed_out');
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
