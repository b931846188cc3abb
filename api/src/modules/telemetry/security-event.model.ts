import { Model } from 'objection';

export class SecurityEventModel extends Model {
  static override tableName = 'security_events';

  declare id: number;
  declare timestamp: Date;
  declare eventType: string;
  declare ipAddress: string | null;
  declare userAgent: string | null;
  declare email: string | null;
  declare severity: string;
  declare details: string | null;
  declare resolved: boolean;
  declare resolvedAt: Date | null;
  /** The owner's user id; no foreign key, as for every log row. */
  declare resolvedBy: number | null;
}
