// The strategies module's tables as Sequelize models (the migrations define the tables; models-match-tables.test.ts
// checks each model against its table).
import type { CreationOptional, InferAttributes, InferCreationAttributes, Model, Sequelize } from 'sequelize';
import { DataTypes } from 'sequelize';
import { databaseDefault } from '../../platform/model-defaults.ts';

export interface StrategyRow
  extends Model<InferAttributes<StrategyRow>, InferCreationAttributes<StrategyRow>> {
  code: string;
  name: unknown;
  type: unknown;
  summary: unknown;
  riskLevel: number;
  minBand: string;
  sortOrder: number;
  createdAt: CreationOptional<Date>;
  updatedAt: CreationOptional<Date>;
  startPrice: CreationOptional<string>;
  currencyPolicy: unknown | null;
  dividendPolicy: unknown | null;
  increaseFeeRate: CreationOptional<string>;
  reduceFeeRate: CreationOptional<string>;
  managementFeeRate: CreationOptional<string>;
  totalCostRate: CreationOptional<string>;
  minFirstInvestment: CreationOptional<string>;
  minNextInvestment: CreationOptional<string>;
  minReductionValue: CreationOptional<string>;
  registrationDate: string | null;
  managementStartDate: string | null;
  manager: unknown | null;
  trustee: unknown | null;
  managementModel: unknown | null;
  dealing: unknown | null;
  suitableFor: unknown | null;
  unsuitableFor: unknown | null;
  switchInFeeRate: CreationOptional<string>;
  performanceFeeRate: CreationOptional<string>;
  payoutLagDays: CreationOptional<number>;
}

export function defineStrategiesModels(sequelize: Sequelize) {
  const Strategy = sequelize.define<StrategyRow>(
    'Strategy',
    {
      code: { type: DataTypes.TEXT, primaryKey: true, allowNull: false },
      name: { type: DataTypes.JSONB, allowNull: false },
      type: { type: DataTypes.JSONB, allowNull: false },
      summary: { type: DataTypes.JSONB, allowNull: false },
      riskLevel: { type: DataTypes.SMALLINT, allowNull: false },
      minBand: { type: DataTypes.TEXT, allowNull: false },
      sortOrder: { type: DataTypes.SMALLINT, allowNull: false },
      createdAt: { type: DataTypes.DATE, allowNull: false, defaultValue: databaseDefault },
      updatedAt: { type: DataTypes.DATE, allowNull: false, defaultValue: databaseDefault },
      startPrice: { type: DataTypes.DECIMAL, allowNull: false, defaultValue: databaseDefault },
      currencyPolicy: { type: DataTypes.JSONB },
      dividendPolicy: { type: DataTypes.JSONB },
      increaseFeeRate: { type: DataTypes.DECIMAL, allowNull: false, defaultValue: databaseDefault },
      reduceFeeRate: { type: DataTypes.DECIMAL, allowNull: false, defaultValue: databaseDefault },
      managementFeeRate: { type: DataTypes.DECIMAL, allowNull: false, defaultValue: databaseDefault },
      totalCostRate: { type: DataTypes.DECIMAL, allowNull: false, defaultValue: databaseDefault },
      minFirstInvestment: { type: DataTypes.DECIMAL, allowNull: false, defaultValue: databaseDefault },
      minNextInvestment: { type: DataTypes.DECIMAL, allowNull: false, defaultValue: databaseDefault },
      minReductionValue: { type: DataTypes.DECIMAL, allowNull: false, defaultValue: databaseDefault },
      registrationDate: { type: DataTypes.DATEONLY },
      managementStartDate: { type: DataTypes.DATEONLY },
      manager: { type: DataTypes.JSONB },
      trustee: { type: DataTypes.JSONB },
      managementModel: { type: DataTypes.JSONB },
      dealing: { type: DataTypes.JSONB },
      suitableFor: { type: DataTypes.JSONB },
      unsuitableFor: { type: DataTypes.JSONB },
      switchInFeeRate: { type: DataTypes.DECIMAL, allowNull: false, defaultValue: databaseDefault },
      performanceFeeRate: { type: DataTypes.DECIMAL, allowNull: false, defaultValue: databaseDefault },
      payoutLagDays: { type: DataTypes.SMALLINT, allowNull: false, defaultValue: databaseDefault },
    },
    { tableName: 'strategies', timestamps: false },
  );
  return { Strategy };
}
