import { Model } from 'objection';

export class AuditLogModel extends Model {
  static override tableName = 'audit_logs';

  declare id: number;
  declare timestamp: Date;
  declare userId: number | null;
  declare email: string | null;
  declare action: string;
  declare resource: string | null;
  declare resourceId: string | null;
  declare ipAddress: string | null;
  declare userAgent: string | null;
  declare success: boolean;
  declare details: string | null;
  declare organizationId: number | null;
}
