import { Model } from 'objection';

export class DepartmentModel extends Model {
  static override tableName = 'departments';

  declare id: number;
  declare name: string;
  declare color: string | null;
  declare organizationId: number;
  declare createdAt: Date;
  declare updatedAt: Date;
}
