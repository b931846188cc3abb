import type { Knex } from 'knex';
import type { AdminPermission, UserDto } from '../../contract';
import { preparedStatement } from '../../platform/db';
import { storedUserAgent } from '../telemetry';
import type { MemberOrganization, MemberOrganizationColumn } from './identity.types';
import { SessionModel } from './session.model';
import { permissionsColumn, permissionsOf } from './user.repository';

/**
 * The signed-in user behind a live session, with their admin permissions and their organization's
 * kind (what role resolution needs) and summary (what describing the session adds).
 */
export interface SessionOwner {
  sessionId: string;
  user: UserDto;
  permissions: AdminPermission[];
  organization: MemberOrganization | null;
  /** True when last_seen_at is old enough to be worth refreshing. */
  isStale: boolean;
}

const LAST_SEEN_REFRESH_SECONDS = 300;

function textOrNull(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

/** The first row of a knex.raw() answer (node-postgres and PGlite both answer `{ rows }`). */
function firstRowOf(result: unknown): Record<string, unknown> | undefined {
  const rows: unknown =
    typeof result === 'object' && result !== null ? Reflect.get(result, 'rows') : undefined;
  const first: unknown = Array.isArray(rows) ? rows[0] : undefined;
  return typeof first === 'object' && first !== null ? (first as Record<string, unknown>) : undefined;
}

/** The session lookup's SQL (bindings: the refresh age in seconds, the session id). */
function sessionOwnerSqlOf(memberOrganization: MemberOrganizationColumn): string {
  return `select s.id as "sessionId", u.id as "userId", u.username, u.email, u.firebase_uid as "firebaseUid",
         u.organization_id as "organizationId", u.department,
         s.last_seen_at < now() - make_interval(secs => ?) as "isStale",
         ${permissionsColumn('u.id')},
         ${memberOrganization.sql('u.organization_id', 'organization')}
    from sessions s
    join users u on u.id = s.user_id
   where s.id = ? and s.expires_at > CURRENT_TIMESTAMP and u.disabled_at is null`;
}

export function createSessionRepository(knex: Knex, memberOrganization: MemberOrganizationColumn) {
  const sessionOwnerSql = sessionOwnerSqlOf(memberOrganization);
  return {
    async insert(session: {
      id: string;
      userId: number;
      ttlSeconds: number;
      ip: string;
      userAgent: string | null;
    }) {
      await SessionModel.query(knex).insert({
        id: session.id,
        userId: session.userId,
        expiresAt: knex.raw('now() + make_interval(secs => ?)', [session.ttlSeconds]),
        ip: session.ip,
        userAgent: storedUserAgent(session.userAgent),
      });
    },

    /**
     * One statement: the session, its user (not disabled), the user's admin permissions and
     * organization, which is also all that describing the session needs. Its text is made once:
     * knex building the same select for every signed-in request was a tenth of a session read's CPU.
     */
    async findOwner(sessionId: string): Promise<SessionOwner | null> {
      const result: unknown = await knex
        .raw(sessionOwnerSql, [LAST_SEEN_REFRESH_SECONDS, sessionId])
        .options(preparedStatement('identity.session-owner'));
      const row = firstRowOf(result);
      if (!row) return null;
      return {
        sessionId: String(row.sessionId),
        user: {
          id: Number(row.userId),
          username: String(row.username),
          email: String(row.email),
          firebaseUid: textOrNull(row.firebaseUid),
          organizationId: typeof row.organizationId === 'number' ? row.organizationId : null,
          department: textOrNull(row.department),
        },
        permissions: permissionsOf(row.permissions),
        organization: memberOrganization.valueOf(row.organization),
        isStale: row.isStale === true,
      };
    },

    async touch(sessionId: string): Promise<void> {
      await SessionModel.query(knex).patch({ lastSeenAt: knex.fn.now() }).where({ id: sessionId });
    },

    async delete(sessionId: string): Promise<void> {
      await SessionModel.query(knex).delete().where({ id: sessionId });
    },

    /** Ends every session of the user (a disabled account, a new password), in the caller's transaction. */
    async deleteEveryOf(userId: number, trx: Knex.Transaction): Promise<number> {
      return SessionModel.query(trx).delete().where({ userId });
    },

    async deleteExpiredOf(userId: number): Promise<void> {
      await SessionModel.query(knex).delete().where({ userId }).where('expiresAt', '<=', knex.fn.now());
    },

    /** Sessions not yet expired (the active-sessions gauge). */
    async countActive(): Promise<number> {
      const row: { count?: unknown } | undefined = await knex('sessions')
        .first(knex.raw('count(*) as "count"'))
        .where('expiresAt', '>', knex.fn.now());
      return Number(row?.count ?? 0);
    },
  };
}

export type SessionRepository = ReturnType<typeof createSessionRepository>;
