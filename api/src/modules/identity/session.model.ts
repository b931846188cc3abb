import { Model } from 'objection';

export class SessionModel extends Model {
  static override tableName = 'sessions';

  /** sha256 hex of the cookie token. */
  declare id: string;
  declare userId: number;
  declare createdAt: Date;
  declare expiresAt: Date;
  declare lastSeenAt: Date;
  declare ip: string | null;
  declare userAgent: string | null;
}
