import { Model } from 'objection';
import type { OrganizationKind } from '../../contract';

export class OrganizationModel extends Model {
  static override tableName = 'organizations';

  declare id: number;
  declare name: string;
  declare slug: string;
  declare domains: string[];
  declare logo: string | null;
  declare kind: OrganizationKind;
  declare timeZone: string;
  declare createdAt: Date;
}
