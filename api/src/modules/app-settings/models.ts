// The app settings module's tables as Sequelize models (the migrations define the tables; models-match-tables.test.ts
// checks each model against its table).
import type { CreationOptional, InferAttributes, InferCreationAttributes, Model, Sequelize } from 'sequelize';
import { DataTypes } from 'sequelize';
import type { Models } from '../../models.ts';
import { databaseDefault } from '../../platform/model-defaults.ts';

export interface AppSettingRow
  extends Model<InferAttributes<AppSettingRow>, InferCreationAttributes<AppSettingRow>> {
  key: string;
  value: unknown;
  updatedBy: number | null;
  createdAt: CreationOptional<Date>;
  updatedAt: CreationOptional<Date>;
}

export function defineAppSettingsModels(sequelize: Sequelize) {
  const AppSetting = sequelize.define<AppSettingRow>(
    'AppSetting',
    {
      key: { type: DataTypes.TEXT, primaryKey: true, allowNull: false },
      value: { type: DataTypes.JSONB, allowNull: false },
      updatedBy: { type: DataTypes.BIGINT },
      createdAt: { type: DataTypes.DATE, allowNull: false, defaultValue: databaseDefault },
      updatedAt: { type: DataTypes.DATE, allowNull: false, defaultValue: databaseDefault },
    },
    { tableName: 'app_settings', timestamps: false },
  );
  return { AppSetting };
}

export function associateAppSettingsModels(m: Models): void {
  m.AppSetting.belongsTo(m.User, { as: 'updatedByUser', foreignKey: 'updatedBy' });
}
