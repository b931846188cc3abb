import type { Knex } from 'knex';
import {
  isProviderOrganization,
  type AdminPermission,
  type ManagedUserDto,
  type PermissionLevel,
} from '../../contract';
import { AdminPermissionModel } from './admin-permission.model';
import type { MemberOrganizationColumn } from './identity.types';
import { resolveRole } from './role-resolution';
import { UserModel } from './user.model';
import { permissionsColumn, permissionsOf, toAdminPermission } from './user.repository';

const MANAGED_USER_COLUMNS = [
  'id',
  'username',
  'email',
  'firebaseUid',
  'organizationId',
  'department',
  'disabledAt',
  'invitationSentAt',
] as const;

type Db = Knex | Knex.Transaction;

/** A user as User Management handles them: what it answers with, and whether they are the provider's. */
export interface ManagedUser extends ManagedUserDto {
  inProviderOrganization: boolean;
}

/** The answer's part of a managed user (the provider flag is User Management's own business). */
export function managedUserDtoOf(user: ManagedUser): ManagedUserDto {
  const { inProviderOrganization: _inProviderOrganization, ...dto } = user;
  return dto;
}

export function createManagedUserRepository(knex: Knex, memberOrganization: MemberOrganizationColumn) {
  /**
   * Users as User Management shows them, each with its admin permissions and its organization as JSON
   * columns: one statement for any number of users (the list is polled, and each round trip costs
   * more than the rest).
   */
  function selectManagedUsers(db: Db) {
    return UserModel.query(db).select(
      ...MANAGED_USER_COLUMNS,
      db.raw(permissionsColumn('users.id')),
      db.raw(memberOrganization.sql('users.organization_id', 'organization')),
    );
  }

  function managedUserOf(row: UserModel): ManagedUser {
    const permissions = permissionsOf(Reflect.get(row, 'permissions'));
    const organization = memberOrganization.valueOf(Reflect.get(row, 'organization'));
    return {
      id: row.id,
      username: row.username,
      email: row.email,
      organizationId: row.organizationId,
      department: row.department,
      firebaseUid: row.firebaseUid,
      isPending: row.firebaseUid === null,
      role: resolveRole({ organizationId: row.organizationId, organization, permissions }),
      adminPermissions: permissions,
      // Only a pending user is waiting on an invitation: once registered there is none to show.
      invitationSentAt:
        row.firebaseUid === null && row.invitationSentAt
          ? new Date(row.invitationSentAt).toISOString()
          : null,
      disabledAt: row.disabledAt ? new Date(row.disabledAt).toISOString() : null,
      inProviderOrganization: isProviderOrganization(organization),
    };
  }

  return {
    async list(organizationId: number | null): Promise<ManagedUserDto[]> {
      const query = selectManagedUsers(knex).orderBy('email');
      if (organizationId !== null) query.where({ organizationId });
      return (await query).map((row) => managedUserDtoOf(managedUserOf(row)));
    },

    async findById(id: number, db: Db = knex): Promise<ManagedUser | null> {
      const row = await selectManagedUsers(db).findById(id);
      return row ? managedUserOf(row) : null;
    },

    /**
     * The user a write is about to change, its row locked until the write's transaction ends: a
     * concurrent write of the same user waits here, then reads what the first one committed.
     */
    async findLockedById(id: number, trx: Knex.Transaction): Promise<ManagedUser | null> {
      const row = await selectManagedUsers(trx).findById(id).forUpdate();
      return row ? managedUserOf(row) : null;
    },

    async emailExists(email: string): Promise<boolean> {
      return (await UserModel.query(knex).findOne({ email })) !== undefined;
    },

    async usernamesStartingWith(prefix: string): Promise<Set<string>> {
      const rows = await UserModel.query(knex).select('username').whereLike('username', `${prefix}%`);
      return new Set(rows.map((row) => row.username));
    },

    /** A pending user: no password and no external auth id until they register. */
    async insertPending(
      user: { username: string; email: string; organizationId: number; department: string | null },
      trx: Knex.Transaction,
    ): Promise<number> {
      const inserted = await UserModel.query(trx).insert(user);
      return inserted.id;
    },

    async updateDepartment(id: number, department: string | null, trx: Knex.Transaction): Promise<void> {
      await UserModel.query(trx).patch({ department }).where({ id });
    },

    async delete(id: number, trx: Knex.Transaction): Promise<void> {
      await UserModel.query(trx).deleteById(id);
    },

    /** Disables (true) or enables (false) the account; false when it already was so. */
    async setDisabled(id: number, disabled: boolean, trx: Knex.Transaction): Promise<boolean> {
      const query = UserModel.query(trx)
        .patch({ disabledAt: disabled ? trx.raw('now()') : null })
        .where({ id });
      const changed = disabled ? await query.whereNull('disabledAt') : await query.whereNotNull('disabledAt');
      return changed === 1;
    },

    findPermission(id: number): Promise<AdminPermission | null> {
      return AdminPermissionModel.query(knex)
        .findById(id)
        .then((row) => (row ? toAdminPermission(row) : null));
    },

    async insertPermission(
      permission: {
        userId: number;
        permissionLevel: PermissionLevel;
        organizationId: number | null;
        grantedBy: number;
      },
      db: Db = knex,
    ): Promise<AdminPermission> {
      return toAdminPermission(await AdminPermissionModel.query(db).insertAndFetch(permission));
    },

    /** Removes the user's permissions of one level for one organization; returns how many went. */
    async deletePermissions(
      userId: number,
      permissionLevel: PermissionLevel,
      organizationId: number | null,
      trx: Knex.Transaction,
    ): Promise<number> {
      return AdminPermissionModel.query(trx).delete().where({ userId, permissionLevel, organizationId });
    },

    async deletePermission(id: number, trx: Knex.Transaction): Promise<void> {
      await AdminPermissionModel.query(trx).deleteById(id);
    },
  };
}

export type ManagedUserRepository = ReturnType<typeof createManagedUserRepository>;
