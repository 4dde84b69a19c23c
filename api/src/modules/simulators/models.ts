// The simulators module's tables as Sequelize models (the migrations define the tables; models-match-tables.test.ts
// checks each model against its table).
import type { CreationOptional, InferAttributes, InferCreationAttributes, Model, Sequelize } from 'sequelize';
import { DataTypes } from 'sequelize';
import { databaseDefault } from '../../platform/model-defaults.ts';

export interface SimulatorGrantRow
  extends Model<InferAttributes<SimulatorGrantRow>, InferCreationAttributes<SimulatorGrantRow>> {
  kind: string;
  tokenHash: string;
  payload: unknown;
  expiresAt: Date;
}

export interface SimulatorSigningKeyRow
  extends Model<InferAttributes<SimulatorSigningKeyRow>, InferCreationAttributes<SimulatorSigningKeyRow>> {
  provider: string;
  kid: string;
  privateJwk: unknown;
  publicJwk: unknown;
  createdAt: CreationOptional<Date>;
}

export function defineSimulatorsModels(sequelize: Sequelize) {
  const SimulatorGrant = sequelize.define<SimulatorGrantRow>(
    'SimulatorGrant',
    {
      kind: { type: DataTypes.TEXT, primaryKey: true, allowNull: false },
      tokenHash: { type: DataTypes.TEXT, primaryKey: true, allowNull: false },
      payload: { type: DataTypes.JSONB, allowNull: false },
      expiresAt: { type: DataTypes.DATE, allowNull: false },
    },
    { tableName: 'simulator_grants', timestamps: false },
  );
  const SimulatorSigningKey = sequelize.define<SimulatorSigningKeyRow>(
    'SimulatorSigningKey',
    {
      provider: { type: DataTypes.TEXT, primaryKey: true, allowNull: false },
      kid: { type: DataTypes.TEXT, allowNull: false },
      privateJwk: { type: DataTypes.JSONB, allowNull: false },
      publicJwk: { type: DataTypes.JSONB, allowNull: false },
      createdAt: { type: DataTypes.DATE, allowNull: false, defaultValue: databaseDefault },
    },
    { tableName: 'simulator_signing_keys', timestamps: false },
  );
  return { SimulatorGrant, SimulatorSigningKey };
}
