import type { Knex } from 'knex';
import type { AdminPermission, ManagedUserDto, PermissionLevel } from '../../contract';
import { AdminPermissionModel } from './admin-permission.model';
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
] as const;

type Db = Knex | Knex.Transaction;

function toManagedUser(row: UserModel, permissions: AdminPermission[]): ManagedUserDto {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    organizationId: row.organizationId,
    department: row.department,
    firebaseUid: row.firebaseUid,
    isPending: row.firebaseUid === null,
    role: resolveRole({ organizationId: row.organizationId, permissions }),
    adminPermissions: permissions,
  };
}

/**
 * Users as User Management shows them, each with its admin permissions as one JSON column: one
 * statement for any number of users (the list is polled, and each round trip costs more than the rest).
 */
function selectManagedUsers(db: Db) {
  return UserModel.query(db).select(...MANAGED_USER_COLUMNS, db.raw(permissionsColumn('users.id')));
}

function managedUserOf(row: UserModel): ManagedUserDto {
  return toManagedUser(row, permissionsOf(Reflect.get(row, 'permissions')));
}

export function createManagedUserRepository(knex: Knex) {
  return {
    async list(organizationId: number | null): Promise<ManagedUserDto[]> {
      const query = selectManagedUsers(knex).orderBy('email');
      if (organizationId !== null) query.where({ organizationId });
      return (await query).map(managedUserOf);
    },

    async findById(id: number, db: Db = knex): Promise<ManagedUserDto | null> {
      const row = await selectManagedUsers(db).findById(id);
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
