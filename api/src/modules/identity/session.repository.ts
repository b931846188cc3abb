import type { Knex } from 'knex';
import type { PermissionLevel } from '../../contract';
import { SessionModel } from './session.model';
import { jsonListColumn } from '../../platform/db';

/** The signed-in user behind a live session, with what role resolution needs. */
export interface SessionOwner {
  sessionId: string;
  userId: number;
  email: string;
  organizationId: number | null;
  department: string | null;
  permissions: { permissionLevel: PermissionLevel; organizationId: number | null }[];
  /** True when last_seen_at is old enough to be worth refreshing. */
  isStale: boolean;
}

const LAST_SEEN_REFRESH_SECONDS = 300;
const PERMISSION_LEVELS: readonly string[] = ['owner', 'org_admin', 'super_admin', 'user'];

function isPermissionLevel(value: unknown): value is PermissionLevel {
  return typeof value === 'string' && PERMISSION_LEVELS.includes(value);
}

function parsePermissions(value: unknown): SessionOwner['permissions'] {
  return jsonListColumn(value).flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const level: unknown = Reflect.get(entry, 'permissionLevel');
    const organizationId: unknown = Reflect.get(entry, 'organizationId');
    if (!isPermissionLevel(level)) return [];
    return [
      { permissionLevel: level, organizationId: typeof organizationId === 'number' ? organizationId : null },
    ];
  });
}

export function createSessionRepository(knex: Knex) {
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
        userAgent: session.userAgent,
      });
    },

    /** One statement: the session, its user (not disabled) and the user's permission levels. */
    async findOwner(sessionId: string): Promise<SessionOwner | null> {
      const row: Record<string, unknown> | undefined = await knex('sessions as s')
        .join('users as u', 'u.id', 's.user_id')
        .first(
          's.id as sessionId',
          'u.id as userId',
          'u.email',
          'u.organizationId',
          'u.department',
          knex.raw(`s.last_seen_at < now() - make_interval(secs => ?) as "isStale"`, [
            LAST_SEEN_REFRESH_SECONDS,
          ]),
          knex.raw(
            `coalesce((select json_agg(json_build_object('permissionLevel', p.permission_level, 'organizationId', p.organization_id))
               from admin_permissions p where p.user_id = u.id), '[]'::json) as "permissions"`,
          ),
        )
        .where('s.id', sessionId)
        .where('s.expiresAt', '>', knex.fn.now())
        .whereNull('u.disabledAt');
      if (!row) return null;
      return {
        sessionId: String(row.sessionId),
        userId: Number(row.userId),
        email: String(row.email),
        organizationId: typeof row.organizationId === 'number' ? row.organizationId : null,
        department: typeof row.department === 'string' ? row.department : null,
        permissions: parsePermissions(row.permissions),
        isStale: row.isStale === true,
      };
    },

    async touch(sessionId: string): Promise<void> {
      await SessionModel.query(knex).patch({ lastSeenAt: knex.fn.now() }).where({ id: sessionId });
    },

    async delete(sessionId: string): Promise<void> {
      await SessionModel.query(knex).delete().where({ id: sessionId });
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
