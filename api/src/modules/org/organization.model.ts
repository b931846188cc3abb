import { Model } from 'objection';

export class OrganizationModel extends Model {
  static override tableName = 'organizations';

  declare id: number;
  declare name: string;
  declare slug: string;
  declare domains: string[];
  declare logo: string | null;
  declare timeZone: string;
  declare createdAt: Date;
}
