// The settlements module's tables as Sequelize models (the migrations define the tables; models-match-tables.test.ts
// checks each model against its table).
import type { CreationOptional, InferAttributes, InferCreationAttributes, Model, Sequelize } from 'sequelize';
import { DataTypes } from 'sequelize';
import type { Models } from '../../models.ts';
import { databaseDefault } from '../../platform/model-defaults.ts';

export interface HoldingRow extends Model<InferAttributes<HoldingRow>, InferCreationAttributes<HoldingRow>> {
  userId: number;
  strategyCode: string;
  units: CreationOptional<string>;
  reservedUnits: CreationOptional<string>;
  cost: CreationOptional<string>;
  updatedAt: CreationOptional<Date>;
}

export interface ManagementFeeAccrualRow
  extends Model<InferAttributes<ManagementFeeAccrualRow>, InferCreationAttributes<ManagementFeeAccrualRow>> {
  userId: number;
  strategyCode: string;
  navDate: string;
  days: number;
  units: string;
  nav: string;
  value: string;
  annualRate: string;
  amount: string;
  createdAt: Date;
}

export interface SettlementRunRow
  extends Model<InferAttributes<SettlementRunRow>, InferCreationAttributes<SettlementRunRow>> {
  id: CreationOptional<number>;
  strategyCode: string;
  tradeDate: string;
  nav: string;
  ordersSettled: number;
  unitsIn: string;
  unitsOut: string;
  amountIn: string;
  amountOut: string;
  fees: string;
  approvedBy: number | null;
  createdAt: Date;
  cause: string;
}

export interface UnitMovementRow
  extends Model<InferAttributes<UnitMovementRow>, InferCreationAttributes<UnitMovementRow>> {
  orderId: number;
  userId: number;
  strategyCode: string;
  units: string;
  amount: string;
  nav: string;
  tradeDate: string;
  createdAt: Date;
}

export function defineSettlementsModels(sequelize: Sequelize) {
  const Holding = sequelize.define<HoldingRow>(
    'Holding',
    {
      userId: { type: DataTypes.BIGINT, primaryKey: true, allowNull: false },
      strategyCode: { type: DataTypes.TEXT, primaryKey: true, allowNull: false },
      units: { type: DataTypes.DECIMAL, allowNull: false, defaultValue: databaseDefault },
      reservedUnits: { type: DataTypes.DECIMAL, allowNull: false, defaultValue: databaseDefault },
      cost: { type: DataTypes.DECIMAL, allowNull: false, defaultValue: databaseDefault },
      updatedAt: { type: DataTypes.DATE, allowNull: false, defaultValue: databaseDefault },
    },
    { tableName: 'holdings', timestamps: false },
  );
  const ManagementFeeAccrual = sequelize.define<ManagementFeeAccrualRow>(
    'ManagementFeeAccrual',
    {
      userId: { type: DataTypes.BIGINT, primaryKey: true, allowNull: false },
      strategyCode: { type: DataTypes.TEXT, primaryKey: true, allowNull: false },
      navDate: { type: DataTypes.DATEONLY, primaryKey: true, allowNull: false },
      days: { type: DataTypes.INTEGER, allowNull: false },
      units: { type: DataTypes.DECIMAL, allowNull: false },
      nav: { type: DataTypes.DECIMAL, allowNull: false },
      value: { type: DataTypes.DECIMAL, allowNull: false },
      annualRate: { type: DataTypes.DECIMAL, allowNull: false },
      amount: { type: DataTypes.DECIMAL, allowNull: false },
      createdAt: { type: DataTypes.DATE, allowNull: false },
    },
    { tableName: 'management_fee_accruals', timestamps: false },
  );
  const SettlementRun = sequelize.define<SettlementRunRow>(
    'SettlementRun',
    {
      id: { type: DataTypes.BIGINT, primaryKey: true, autoIncrement: true, allowNull: false },
      strategyCode: { type: DataTypes.TEXT, allowNull: false },
      tradeDate: { type: DataTypes.DATEONLY, allowNull: false },
      nav: { type: DataTypes.DECIMAL, allowNull: false },
      ordersSettled: { type: DataTypes.INTEGER, allowNull: false },
      unitsIn: { type: DataTypes.DECIMAL, allowNull: false },
      unitsOut: { type: DataTypes.DECIMAL, allowNull: false },
      amountIn: { type: DataTypes.DECIMAL, allowNull: false },
      amountOut: { type: DataTypes.DECIMAL, allowNull: false },
      fees: { type: DataTypes.DECIMAL, allowNull: false },
      approvedBy: { type: DataTypes.BIGINT },
      createdAt: { type: DataTypes.DATE, allowNull: false },
      cause: { type: DataTypes.TEXT, allowNull: false },
    },
    { tableName: 'settlement_runs', timestamps: false },
  );
  const UnitMovement = sequelize.define<UnitMovementRow>(
    'UnitMovement',
    {
      orderId: { type: DataTypes.BIGINT, primaryKey: true, allowNull: false },
      userId: { type: DataTypes.BIGINT, allowNull: false },
      strategyCode: { type: DataTypes.TEXT, allowNull: false },
      units: { type: DataTypes.DECIMAL, allowNull: false },
      amount: { type: DataTypes.DECIMAL, allowNull: false },
      nav: { type: DataTypes.DECIMAL, allowNull: false },
      tradeDate: { type: DataTypes.DATEONLY, allowNull: false },
      createdAt: { type: DataTypes.DATE, allowNull: false },
    },
    { tableName: 'unit_movements', timestamps: false },
  );
  return { Holding, ManagementFeeAccrual, SettlementRun, UnitMovement };
}

export function associateSettlementsModels(m: Models): void {
  m.Holding.belongsTo(m.User, { as: 'user', foreignKey: 'userId' });
  m.Holding.belongsTo(m.Strategy, { as: 'strategy', foreignKey: 'strategyCode' });
  m.ManagementFeeAccrual.belongsTo(m.User, { as: 'user', foreignKey: 'userId' });
  m.ManagementFeeAccrual.belongsTo(m.Strategy, { as: 'strategy', foreignKey: 'strategyCode' });
  m.SettlementRun.belongsTo(m.Strategy, { as: 'strategy', foreignKey: 'strategyCode' });
  m.SettlementRun.belongsTo(m.User, { as: 'approvedByUser', foreignKey: 'approvedBy' });
}
