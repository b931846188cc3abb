import { Model } from 'objection';
import type { PermissionLevel } from '../../contract';

export class AdminPermissionModel extends Model {
  static override tableName = 'admin_permissions';

  declare id: number;
  declare userId: number;
  declare permissionLevel: PermissionLevel;
  declare organizationId: number | null;
  declare grantedBy: number | null;
  declare grantedAt: Date | string;
}
