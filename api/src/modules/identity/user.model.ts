import { Model } from 'objection';

export class UserModel extends Model {
  static override tableName = 'users';

  declare id: number;
  declare username: string;
  declare email: string;
  declare passwordHash: string | null;
  declare firebaseUid: string | null;
  declare organizationId: number | null;
  declare department: string | null;
  declare disabledAt: Date | null;
  declare lockedUntil: Date | null;
  declare invitationSentAt: Date | null;
  declare createdAt: Date;
}
