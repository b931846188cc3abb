import type { Knex } from 'knex';
import {
  isSessionEndReason,
  type AdminPermission,
  type OrganizationSummary,
  type SessionEndReason,
  type UserDto,
} from '../../contract';
import { preparedStatement } from '../../platform/db';
import { storedUserAgent } from '../telemetry';
import type { MemberOrganizationColumn } from './identity.types';
import { SessionModel } from './session.model';
import { permissionsColumn, permissionsOf } from './user.repository';

/**
 * The signed-in user behind a live session, with their admin permissions and their organization's
 * summary (what describing the session shows; its kind is what role resolution needs).
 */
export interface SessionOwner {
  sessionId: string;
  user: UserDto;
  permissions: AdminPermission[];
  organization: OrganizationSummary | null;
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

/** Why a session was ended on purpose: what its trace in ended_sessions records. */
export type SessionEndingReason = Exclude<SessionEndReason, 'expired'>;

/**
 * Deletes the sessions `condition` picks (its bindings: `conditionBindings`) and, for each one not yet
 * expired, keeps its id with why it ended until it would have expired; answers how many were deleted.
 * One statement, so no request sees the session gone without its trace.
 */
function endSessionsSql(condition: string): string {
  return `with ended as (delete from sessions where ${condition} returning id, expires_at),
       traced as (
         insert into ended_sessions (id, reason, expires_at)
         select id, ?::text, expires_at from ended where expires_at > CURRENT_TIMESTAMP
         on conflict (id) do nothing
         returning id)
  select count(*)::int as "count" from ended`;
}

const END_SESSION_SQL = endSessionsSql('id = ?');
const END_USER_SESSIONS_SQL = endSessionsSql('user_id = ?');

/**
 * Why a session id no live session answers to ended: its trace; else its row if still there (past its
 * expiry, or its user disabled without the sessions being ended); null when neither is left.
 */
const END_REASON_SQL = `select coalesce(
    (select reason from ended_sessions where id = ? and expires_at > CURRENT_TIMESTAMP),
    (select case when u.disabled_at is not null then 'disabled' else 'expired' end
       from sessions s join users u on u.id = s.user_id where s.id = ?)
  ) as "reason"`;

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

    /** Deletes the session without a trace (a sign-in replacing it: its browser gets the new cookie). */
    async delete(sessionId: string): Promise<void> {
      await SessionModel.query(knex).delete().where({ id: sessionId });
    },

    /** Ends the session (signed out), keeping why for a cookie of it that comes back. */
    async end(sessionId: string, reason: SessionEndingReason): Promise<void> {
      await knex.raw(END_SESSION_SQL, [sessionId, reason]);
    },

    /**
     * Ends every session of the user (a disabled account, a new password), keeping why, in the
     * caller's transaction; answers how many sessions were deleted.
     */
    async endEveryOf(userId: number, reason: SessionEndingReason, trx: Knex.Transaction): Promise<number> {
      return Number(firstRowOf(await trx.raw(END_USER_SESSIONS_SQL, [userId, reason]))?.count ?? 0);
    },

    /** Why the session with this id no longer works, when its trace or its row is still kept. */
    async findEndReason(sessionId: string): Promise<SessionEndReason | null> {
      const reason = firstRowOf(await knex.raw(END_REASON_SQL, [sessionId, sessionId]))?.reason;
      return isSessionEndReason(reason) ? reason : null;
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
