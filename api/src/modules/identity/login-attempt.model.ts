import { Model } from 'objection';

export class LoginAttemptModel extends Model {
  static override tableName = 'login_attempts';

  declare id: number;
  declare email: string;
  declare ip: string;
  declare success: boolean;
  declare trusted: boolean;
  /** A reservation whose password check has not ended (counted as a failure meanwhile). */
  declare pending: boolean;
  declare createdAt: Date;
}
