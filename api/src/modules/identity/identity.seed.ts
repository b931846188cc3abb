import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { PermissionLevel } from '../../contract';
import { AdminPermissionModel } from './admin-permission.model';
import { hashPassword } from './password-hasher';
import { UserModel } from './user.model';

/** Password of every demo account (docs/ARCHITECTURE.md section 5). */
export const DEMO_PASSWORD = 'Portal-demo-1';

interface DemoAccount {
  email: string;
  organizationId: number;
  department: string | null;
  permission: { level: PermissionLevel; organizationId: number | null } | null;
  /** Added by an administrator but never registered: no password, no external auth id. */
  pending?: boolean;
}

/** The demo accounts of docs/ARCHITECTURE.md section 5 (organization ids are the seeded, fixed ones). */
const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'owner@encore.test',
    organizationId: 2,
    department: null,
    permission: { level: 'owner', organizationId: null },
  },
  {
    email: 'admin@encore.test',
    organizationId: 2,
    department: null,
    permission: { level: 'super_admin', organizationId: null },
  },
  {
    email: 'manager@palmcove.test',
    organizationId: 1,
    department: null,
    permission: { level: 'org_admin', organizationId: 1 },
  },
  { email: 'lobby@palmcove.test', organizationId: 1, department: 'Lobby Bar', permission: null },
  { email: 'dusk@palmcove.test', organizationId: 1, department: 'DUSK', permission: null },
  {
    email: 'manager@cypresshills.test',
    organizationId: 3,
    department: null,
    permission: { level: 'org_admin', organizationId: 3 },
  },
  { email: 'staff@cypresshills.test', organizationId: 3, department: 'Clubhouse', permission: null },
  {
    email: 'newhire@palmcove.test',
    organizationId: 1,
    department: 'Lobby Bar',
    permission: null,
    pending: true,
  },
];

/** 'lobby@palmcove.test' -> 'lobby-palmcove': unique and within the username rules. */
function usernameOf(email: string): string {
  const [local = 'user', domain = ''] = email.split('@');
  return `${local}-${domain.split('.')[0] ?? ''}`.replace(/[^A-Za-z0-9_-]/g, '');
}

export interface SeededIdentity {
  /** User ids by e-mail. */
  userIds: ReadonlyMap<string, number>;
}

/** Inserts the demo users and their admin permissions (inside the caller's transaction). */
export async function seedIdentityDemoData(trx: Knex.Transaction): Promise<SeededIdentity> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const userIds = new Map<string, number>();
  for (const account of DEMO_ACCOUNTS) {
    const user = await UserModel.query(trx).insert({
      username: usernameOf(account.email),
      email: account.email,
      passwordHash: account.pending ? null : passwordHash,
      firebaseUid: account.pending ? null : randomUUID(),
      organizationId: account.organizationId,
      department: account.department,
    });
    userIds.set(account.email, user.id);
  }
  const ownerId = userIds.get('owner@encore.test') ?? null;
  for (const account of DEMO_ACCOUNTS) {
    if (!account.permission) continue;
    const userId = userIds.get(account.email);
    if (userId === undefined) continue;
    await AdminPermissionModel.query(trx).insert({
      userId,
      permissionLevel: account.permission.level,
      organizationId: account.permission.organizationId,
      grantedBy: userId === ownerId ? null : ownerId,
    });
  }
  return { userIds };
}
