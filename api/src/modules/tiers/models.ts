// The tiers module's tables as Sequelize models (the migrations define the tables; models-match-tables.test.ts
// checks each model against its table).
import type { CreationOptional, InferAttributes, InferCreationAttributes, Model, Sequelize } from 'sequelize';
import { DataTypes } from 'sequelize';
import type { Models } from '../../models.ts';
import { databaseDefault } from '../../platform/model-defaults.ts';

export interface TierRow extends Model<InferAttributes<TierRow>, InferCreationAttributes<TierRow>> {
  code: string;
  name: unknown;
  minAum: string;
  benefits: unknown;
  updatedAt: CreationOptional<Date>;
  updatedBy: number | null;
}

export function defineTiersModels(sequelize: Sequelize) {
  const Tier = sequelize.define<TierRow>(
    'Tier',
    {
      code: { type: DataTypes.TEXT, primaryKey: true, allowNull: false },
      name: { type: DataTypes.JSONB, allowNull: false },
      minAum: { type: DataTypes.DECIMAL, allowNull: false },
      benefits: { type: DataTypes.JSONB, allowNull: false },
      updatedAt: { type: DataTypes.DATE, allowNull: false, defaultValue: databaseDefault },
      updatedBy: { type: DataTypes.BIGINT },
    },
    { tableName: 'tiers', timestamps: false },
  );
  return { Tier };
}

export function associateTiersModels(m: Models): void {
  m.Tier.belongsTo(m.User, { as: 'updatedByUser', foreignKey: 'updatedBy' });
}
