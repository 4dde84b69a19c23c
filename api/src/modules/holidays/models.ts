// The holidays module's tables as Sequelize models (the migrations define the tables; models-match-tables.test.ts
// checks each model against its table).
import type { CreationOptional, InferAttributes, InferCreationAttributes, Model, Sequelize } from 'sequelize';
import { DataTypes } from 'sequelize';
import type { Models } from '../../models.ts';
import { databaseDefault } from '../../platform/model-defaults.ts';

export interface HolidayRow extends Model<InferAttributes<HolidayRow>, InferCreationAttributes<HolidayRow>> {
  date: string;
  nameTh: string;
  nameEn: string;
  source: string;
  removedAt: Date | null;
  createdBy: number | null;
  createdAt: CreationOptional<Date>;
  updatedAt: CreationOptional<Date>;
}

export function defineHolidaysModels(sequelize: Sequelize) {
  const Holiday = sequelize.define<HolidayRow>(
    'Holiday',
    {
      date: { type: DataTypes.DATEONLY, primaryKey: true, allowNull: false },
      nameTh: { type: DataTypes.TEXT, allowNull: false },
      nameEn: { type: DataTypes.TEXT, allowNull: false },
      source: { type: DataTypes.TEXT, allowNull: false },
      removedAt: { type: DataTypes.DATE },
      createdBy: { type: DataTypes.BIGINT },
      createdAt: { type: DataTypes.DATE, allowNull: false, defaultValue: databaseDefault },
      updatedAt: { type: DataTypes.DATE, allowNull: false, defaultValue: databaseDefault },
    },
    { tableName: 'holidays', timestamps: false },
  );
  return { Holiday };
}

export function associateHolidaysModels(m: Models): void {
  m.Holiday.belongsTo(m.User, { as: 'createdByUser', foreignKey: 'createdBy' });
}
