import { Model } from 'objection';

export class PerformerModel extends Model {
  static override tableName = 'performers';

  declare id: number;
  declare name: string;
  declare instruments: string[];
  declare profilePicture: string | null;
  declare bio: string | null;
  declare organizationId: number | null;
  declare email: string | null;
  declare sendBookingNotices: boolean;
  declare createdAt: Date;
}
