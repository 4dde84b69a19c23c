// The feature flags module's tables as Sequelize models (the migrations define the tables; models-match-tables.test.ts
// checks each model against its table).
import type { CreationOptional, InferAttributes, InferCreationAttributes, Model, Sequelize } from 'sequelize';
import { DataTypes } from 'sequelize';
import type { Models } from '../../models.ts';
import { databaseDefault } from '../../platform/model-defaults.ts';

export interface FeatureFlagRow
  extends Model<InferAttributes<FeatureFlagRow>, InferCreationAttributes<FeatureFlagRow>> {
  name: string;
  enabled: boolean;
  updatedBy: number | null;
  createdAt: CreationOptional<Date>;
  updatedAt: CreationOptional<Date>;
}

export function defineFeatureFlagsModels(sequelize: Sequelize) {
  const FeatureFlag = sequelize.define<FeatureFlagRow>(
    'FeatureFlag',
    {
      name: { type: DataTypes.TEXT, primaryKey: true, allowNull: false },
      enabled: { type: DataTypes.BOOLEAN, allowNull: false },
      updatedBy: { type: DataTypes.BIGINT },
      createdAt: { type: DataTypes.DATE, allowNull: false, defaultValue: databaseDefault },
      updatedAt: { type: DataTypes.DATE, allowNull: false, defaultValue: databaseDefault },
    },
    { tableName: 'feature_flags', timestamps: false },
  );
  return { FeatureFlag };
}

export function associateFeatureFlagsModels(m: Models): void {
  m.FeatureFlag.belongsTo(m.User, { as: 'updatedByUser', foreignKey: 'updatedBy' });
}
