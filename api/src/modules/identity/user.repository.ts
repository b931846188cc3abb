import type { Knex } from 'knex';
import { PERMISSION_LEVELS, type AdminPermission, type PermissionLevel, type UserDto } from '../../contract';
import { AdminPermissionModel } from './admin-permission.model';
import { UserModel } from './user.model';
import { isoTimestampSql, jsonListColumn } from '../../platform/db';

/** What the login decision needs, with time comparisons made on the database's clock. */
export interface LoginCandidate {
  id: number;
  email: string;
  organizationId: number | null;
  passwordHash: string | null;
  isDisabled: boolean;
  isLocked: boolean;
}

export interface UserRecord extends UserDto {
  isRegistered: boolean;
  isDisabled: boolean;
}

const USER_COLUMNS = [
  'id',
  'username',
  'email',
  'firebaseUid',
  'organizationId',
  'department',
  'disabledAt',
] as const;

/** Only the public fields: never the password hash. */
export function toUserDto(row: UserDto): UserDto {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    firebaseUid: row.firebaseUid,
    organizationId: row.organizationId,
    department: row.department,
  };
}

function toUserRecord(row: UserModel): UserRecord {
  return { ...toUserDto(row), isRegistered: row.firebaseUid !== null, isDisabled: row.disabledAt !== null };
}

export function toAdminPermission(row: AdminPermissionModel): AdminPermission {
  return {
    id: row.id,
    userId: row.userId,
    permissionLevel: row.permissionLevel,
    organizationId: row.organizationId,
    grantedBy: row.grantedBy,
    grantedAt: new Date(row.grantedAt).toISOString(),
  };
}

function isPermissionLevel(value: unknown): value is PermissionLevel {
  return PERMISSION_LEVELS.some((level) => level === value);
}

function numberOrNull(value: unknown): number | null {
  return typeof value === 'number' ? value : null;
}

/**
 * A user's admin permissions as one JSON list column, by id: `userIdColumn` names the user's id in
 * the outer query. Session checks and session descriptions read it beside the user in one statement.
 */
export function permissionsColumn(userIdColumn: string): string {
  return `coalesce((select json_agg(json_build_object(
      'id', p.id, 'userId', p.user_id, 'permissionLevel', p.permission_level,
      'organizationId', p.organization_id, 'grantedBy', p.granted_by,
      'grantedAt', ${isoTimestampSql('p.granted_at')}
    ) order by p.id) from admin_permissions p where p.user_id = ${userIdColumn}), '[]'::json) as "permissions"`;
}

/** The permissions of a permissionsColumn (grantedAt already ISO text, made by the database). */
export function permissionsOf(value: unknown): AdminPermission[] {
  return jsonListColumn(value).flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const level: unknown = Reflect.get(entry, 'permissionLevel');
    if (!isPermissionLevel(level)) return [];
    return [
      {
        id: Number(Reflect.get(entry, 'id')),
        userId: Number(Reflect.get(entry, 'userId')),
        permissionLevel: level,
        organizationId: numberOrNull(Reflect.get(entry, 'organizationId')),
        grantedBy: numberOrNull(Reflect.get(entry, 'grantedBy')),
        grantedAt: String(Reflect.get(entry, 'grantedAt')),
      },
    ];
  });
}

export function createUserRepository(knex: Knex) {
  return {
    async findLoginCandidate(email: string): Promise<LoginCandidate | null> {
      const row: LoginCandidate | undefined = await knex('users')
        .first(
          'id',
          'email',
          'organizationId',
          'passwordHash',
          knex.raw('disabled_at is not null as "isDisabled"'),
          knex.raw('coalesce(locked_until > now(), false) as "isLocked"'),
        )
        .where({ email });
      return row ?? null;
    },

    async findByEmail(email: string): Promise<UserRecord | null> {
      const row = await UserModel.query(knex).select(USER_COLUMNS).findOne({ email });
      return row ? toUserRecord(row) : null;
    },

    async findById(id: number): Promise<UserRecord | null> {
      const row = await UserModel.query(knex).select(USER_COLUMNS).findById(id);
      return row ? toUserRecord(row) : null;
    },

    async listPermissions(userId: number): Promise<AdminPermission[]> {
      const rows = await AdminPermissionModel.query(knex).where({ userId }).orderBy('id');
      return rows.map(toAdminPermission);
    },

    /** Turns a pending user into a registered one; false when someone registered it first. */
    async completeRegistration(
      trx: Knex.Transaction,
      userId: number,
      registration: { passwordHash: string; firebaseUid: string; department: string | null },
    ): Promise<boolean> {
      const updated = await UserModel.query(trx)
        .patch({
          passwordHash: registration.passwordHash,
          firebaseUid: registration.firebaseUid,
          department: trx.raw('coalesce(department, ?)', [registration.department]),
        })
        .where({ id: userId })
        .whereNull('firebaseUid');
      return updated === 1;
    },

    /**
     * Holds the user's row until the transaction ends: of two concurrent link requests for one
     * address, the second counts the first's link (the mail bounds cannot be raced past), and
     * disabling or registering waits for the link to exist, then ends it. False when there is no
     * such enabled user in that state (pending: not yet registered) any more.
     */
    async holdForLinks(
      trx: Knex.Transaction,
      userId: number,
      state: 'pending' | 'registered',
    ): Promise<boolean> {
      const row: unknown = await trx('users')
        .first('id')
        .where({ id: userId })
        .whereNull('disabledAt')
        .where((query) =>
          state === 'pending' ? query.whereNull('firebaseUid') : query.whereNotNull('firebaseUid'),
        )
        .forUpdate();
      return row !== undefined;
    },

    /**
     * A new password for a registered, enabled account; a lock strangers caused ends with it (the
     * mailbox's owner set it). False when the account is pending or disabled.
     */
    async setPassword(trx: Knex.Transaction, userId: number, passwordHash: string): Promise<boolean> {
      const updated = await UserModel.query(trx)
        .patch({ passwordHash, lockedUntil: null })
        .where({ id: userId })
        .whereNotNull('firebaseUid')
        .whereNull('disabledAt');
      return updated === 1;
    },

    /** Stamps when the latest invitation went out (User Management shows it on pending rows). */
    async markInvited(trx: Knex.Transaction, userId: number): Promise<void> {
      await UserModel.query(trx)
        .patch({ invitationSentAt: trx.raw('now()') })
        .where({ id: userId });
    },
  };
}

export type UserRepository = ReturnType<typeof createUserRepository>;
