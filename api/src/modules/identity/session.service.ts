import type { AdminPermission, OrganizationSummary, SessionDto, UserDto } from '../../contract';
import { UnauthorizedError } from '../../platform/errors';
import type { Actor, RequestClient } from '../../platform/http';
import { sessionOwnerOf } from './actor-resolver';
import type { IssuedSession, OrganizationDirectory } from './identity.types';
import { isAllowed, resolveRole } from './role-resolution';
import type { SessionRepository } from './session.repository';
import { newSessionToken, sessionIdOf } from './session-token';
import { toUserDto, type UserRepository } from './user.repository';

export interface SessionServiceDeps {
  users: UserRepository;
  sessions: SessionRepository;
  organizations: OrganizationDirectory;
  ttlHours: number;
}

export function createSessionService(deps: SessionServiceDeps) {
  const ttlSeconds = Math.round(deps.ttlHours * 3600);

  function describeUser(
    user: UserDto,
    adminPermissions: AdminPermission[],
    organization: OrganizationSummary | null,
  ): SessionDto {
    const roleInput = { organizationId: user.organizationId, permissions: adminPermissions };
    return {
      user: toUserDto(user),
      role: resolveRole(roleInput),
      allowed: isAllowed(roleInput),
      adminPermissions,
      organization,
    };
  }

  async function describe(userId: number): Promise<SessionDto> {
    const found = await deps.users.findWithPermissions(userId);
    if (!found || found.user.isDisabled) throw new UnauthorizedError();
    const { organizationId } = found.user;
    const organization =
      organizationId === null ? null : await deps.organizations.findOrganizationSummary(organizationId);
    return describeUser(found.user, found.permissions, organization);
  }

  return {
    /** The session of a signed-in actor, from the session row its request was authorized with. */
    describeActor(actor: Actor): SessionDto {
      const owner = sessionOwnerOf(actor);
      // Every 'session' route's actor comes from identity's resolver: anything else is a wiring fault.
      if (!owner) throw new Error(`actor ${actor.userId} was not resolved from a session in this request`);
      return describeUser(owner.user, owner.permissions, owner.organization);
    },

    /**
     * Opens a new session with a fresh random token. The session the client presented (if any)
     * is deleted: a login always rotates the session id.
     */
    async start(userId: number, client: RequestClient, previousToken: string | null): Promise<IssuedSession> {
      if (previousToken) await deps.sessions.delete(sessionIdOf(previousToken));
      await deps.sessions.deleteExpiredOf(userId);
      const token = newSessionToken();
      await deps.sessions.insert({
        id: sessionIdOf(token),
        userId,
        ttlSeconds,
        ip: client.ip,
        userAgent: client.userAgent,
      });
      return { token, maxAgeSeconds: ttlSeconds, session: await describe(userId) };
    },

    async end(token: string): Promise<void> {
      await deps.sessions.delete(sessionIdOf(token));
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
