// The custodian module's tables as Sequelize models (the migrations define the tables; models-match-tables.test.ts
// checks each model against its table).
import type { CreationOptional, InferAttributes, InferCreationAttributes, Model, Sequelize } from 'sequelize';
import { DataTypes } from 'sequelize';
import type { Models } from '../../models.ts';

export interface CustodianInstructionRow
  extends Model<InferAttributes<CustodianInstructionRow>, InferCreationAttributes<CustodianInstructionRow>> {
  kind: string;
  refId: number;
  sentAt: Date;
}

export interface CustodianSimCashRow
  extends Model<InferAttributes<CustodianSimCashRow>, InferCreationAttributes<CustodianSimCashRow>> {
  id: CreationOptional<number>;
  source: string;
  refId: number | null;
  userId: number;
  amount: string;
  asOf: string;
}

export interface CustodianSimUnitRow
  extends Model<InferAttributes<CustodianSimUnitRow>, InferCreationAttributes<CustodianSimUnitRow>> {
  id: CreationOptional<number>;
  source: string;
  refId: number | null;
  userId: number;
  strategyCode: string;
  units: string;
  asOf: string;
}

export interface ReconciliationBreakRow
  extends Model<InferAttributes<ReconciliationBreakRow>, InferCreationAttributes<ReconciliationBreakRow>> {
  id: CreationOptional<number>;
  runId: number;
  kind: string;
  userId: number;
  strategyCode: string | null;
  ours: string;
  theirs: string;
  difference: string;
}

export interface ReconciliationRunRow
  extends Model<InferAttributes<ReconciliationRunRow>, InferCreationAttributes<ReconciliationRunRow>> {
  id: CreationOptional<number>;
  asOf: string;
  cause: string;
  status: string;
  positionsChecked: number;
  investorsChecked: number;
  breakCount: number;
  startedBy: number | null;
  createdAt: Date;
}

export function defineCustodianModels(sequelize: Sequelize) {
  const CustodianInstruction = sequelize.define<CustodianInstructionRow>(
    'CustodianInstruction',
    {
      kind: { type: DataTypes.TEXT, primaryKey: true, allowNull: false },
      refId: { type: DataTypes.BIGINT, primaryKey: true, allowNull: false },
      sentAt: { type: DataTypes.DATE, allowNull: false },
    },
    { tableName: 'custodian_instructions', timestamps: false },
  );
  const CustodianSimCash = sequelize.define<CustodianSimCashRow>(
    'CustodianSimCash',
    {
      id: { type: DataTypes.BIGINT, primaryKey: true, autoIncrement: true, allowNull: false },
      source: { type: DataTypes.TEXT, allowNull: false },
      refId: { type: DataTypes.BIGINT },
      userId: { type: DataTypes.BIGINT, allowNull: false },
      amount: { type: DataTypes.DECIMAL, allowNull: false },
      asOf: { type: DataTypes.DATEONLY, allowNull: false },
    },
    { tableName: 'custodian_sim_cash', timestamps: false },
  );
  const CustodianSimUnit = sequelize.define<CustodianSimUnitRow>(
    'CustodianSimUnit',
    {
      id: { type: DataTypes.BIGINT, primaryKey: true, autoIncrement: true, allowNull: false },
      source: { type: DataTypes.TEXT, allowNull: false },
      refId: { type: DataTypes.BIGINT },
      userId: { type: DataTypes.BIGINT, allowNull: false },
      strategyCode: { type: DataTypes.TEXT, allowNull: false },
      units: { type: DataTypes.DECIMAL, allowNull: false },
      asOf: { type: DataTypes.DATEONLY, allowNull: false },
    },
    { tableName: 'custodian_sim_units', timestamps: false },
  );
  const ReconciliationBreak = sequelize.define<ReconciliationBreakRow>(
    'ReconciliationBreak',
    {
      id: { type: DataTypes.BIGINT, primaryKey: true, autoIncrement: true, allowNull: false },
      runId: { type: DataTypes.BIGINT, allowNull: false },
      kind: { type: DataTypes.TEXT, allowNull: false },
      userId: { type: DataTypes.BIGINT, allowNull: false },
      strategyCode: { type: DataTypes.TEXT },
      ours: { type: DataTypes.DECIMAL, allowNull: false },
      theirs: { type: DataTypes.DECIMAL, allowNull: false },
      difference: { type: DataTypes.DECIMAL, allowNull: false },
    },
    { tableName: 'reconciliation_breaks', timestamps: false },
  );
  const ReconciliationRun = sequelize.define<ReconciliationRunRow>(
    'ReconciliationRun',
    {
      id: { type: DataTypes.BIGINT, primaryKey: true, autoIncrement: true, allowNull: false },
      asOf: { type: DataTypes.DATEONLY, allowNull: false },
      cause: { type: DataTypes.TEXT, allowNull: false },
      status: { type: DataTypes.TEXT, allowNull: false },
      positionsChecked: { type: DataTypes.INTEGER, allowNull: false },
      investorsChecked: { type: DataTypes.INTEGER, allowNull: false },
      breakCount: { type: DataTypes.INTEGER, allowNull: false },
      startedBy: { type: DataTypes.BIGINT },
      createdAt: { type: DataTypes.DATE, allowNull: false },
    },
    { tableName: 'reconciliation_runs', timestamps: false },
  );
  return { CustodianInstruction, CustodianSimCash, CustodianSimUnit, ReconciliationBreak, ReconciliationRun };
}

export function associateCustodianModels(m: Models): void {
  m.ReconciliationBreak.belongsTo(m.ReconciliationRun, { as: 'run', foreignKey: 'runId' });
  m.ReconciliationBreak.belongsTo(m.User, { as: 'user', foreignKey: 'userId' });
  m.ReconciliationRun.belongsTo(m.User, { as: 'startedByUser', foreignKey: 'startedBy' });
}
