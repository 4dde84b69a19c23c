// The orders module's tables as Sequelize models (the migrations define the tables; models-match-tables.test.ts
// checks each model against its table).
import type { CreationOptional, InferAttributes, InferCreationAttributes, Model, Sequelize } from 'sequelize';
import { DataTypes } from 'sequelize';
import type { Models } from '../../models.ts';
import { databaseDefault } from '../../platform/model-defaults.ts';

export interface OrderRequestRow
  extends Model<InferAttributes<OrderRequestRow>, InferCreationAttributes<OrderRequestRow>> {
  userId: number;
  idempotencyKey: string;
  requestHash: string;
  status: number | null;
  response: unknown | null;
  createdAt: CreationOptional<Date>;
}

export interface OrderRow extends Model<InferAttributes<OrderRow>, InferCreationAttributes<OrderRow>> {
  id: CreationOptional<number>;
  ref: string | null;
  userId: number;
  kind: string;
  leg: string | null;
  strategyCode: string;
  pairedOrderId: number | null;
  batchRef: string | null;
  amount: string | null;
  units: string | null;
  fullRedemption: CreationOptional<boolean>;
  stage: CreationOptional<string>;
  tradeDate: string;
  paymentType: string | null;
  receiveType: string | null;
  riskMismatch: CreationOptional<boolean>;
  riskAcceptedAt: Date | null;
  nav: string | null;
  fee: string | null;
  settledUnits: string | null;
  settledAmount: string | null;
  rejectReason: string | null;
  decidedBy: number | null;
  decidedAt: Date | null;
  settledAt: Date | null;
  cancelledAt: Date | null;
  createdAt: Date;
  notifiedAt: Date | null;
  depositId: number | null;
}

export function defineOrdersModels(sequelize: Sequelize) {
  const OrderRequest = sequelize.define<OrderRequestRow>(
    'OrderRequest',
    {
      userId: { type: DataTypes.BIGINT, primaryKey: true, allowNull: false },
      idempotencyKey: { type: DataTypes.TEXT, primaryKey: true, allowNull: false },
      requestHash: { type: DataTypes.TEXT, allowNull: false },
      status: { type: DataTypes.SMALLINT },
      response: { type: DataTypes.JSONB },
      createdAt: { type: DataTypes.DATE, allowNull: false, defaultValue: databaseDefault },
    },
    { tableName: 'order_requests', timestamps: false },
  );
  const Order = sequelize.define<OrderRow>(
    'Order',
    {
      id: { type: DataTypes.BIGINT, primaryKey: true, autoIncrement: true, allowNull: false },
      ref: { type: DataTypes.TEXT },
      userId: { type: DataTypes.BIGINT, allowNull: false },
      kind: { type: DataTypes.TEXT, allowNull: false },
      leg: { type: DataTypes.TEXT },
      strategyCode: { type: DataTypes.TEXT, allowNull: false },
      pairedOrderId: { type: DataTypes.BIGINT },
      batchRef: { type: DataTypes.TEXT },
      amount: { type: DataTypes.DECIMAL },
      units: { type: DataTypes.DECIMAL },
      fullRedemption: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: databaseDefault },
      stage: { type: DataTypes.TEXT, allowNull: false, defaultValue: databaseDefault },
      tradeDate: { type: DataTypes.DATEONLY, allowNull: false },
      paymentType: { type: DataTypes.TEXT },
      receiveType: { type: DataTypes.TEXT },
      riskMismatch: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: databaseDefault },
      riskAcceptedAt: { type: DataTypes.DATE },
      nav: { type: DataTypes.DECIMAL },
      fee: { type: DataTypes.DECIMAL },
      settledUnits: { type: DataTypes.DECIMAL },
      settledAmount: { type: DataTypes.DECIMAL },
      rejectReason: { type: DataTypes.TEXT },
      decidedBy: { type: DataTypes.BIGINT },
      decidedAt: { type: DataTypes.DATE },
      settledAt: { type: DataTypes.DATE },
      cancelledAt: { type: DataTypes.DATE },
      createdAt: { type: DataTypes.DATE, allowNull: false },
      notifiedAt: { type: DataTypes.DATE },
      depositId: { type: DataTypes.BIGINT },
    },
    { tableName: 'orders', timestamps: false },
  );
  return { OrderRequest, Order };
}

export function associateOrdersModels(m: Models): void {
  m.OrderRequest.belongsTo(m.User, { as: 'user', foreignKey: 'userId' });
  m.Order.belongsTo(m.User, { as: 'user', foreignKey: 'userId' });
  m.Order.belongsTo(m.Strategy, { as: 'strategy', foreignKey: 'strategyCode' });
  m.Order.belongsTo(m.Order, { as: 'pairedOrder', foreignKey: 'pairedOrderId' });
  m.Order.belongsTo(m.User, { as: 'decidedByUser', foreignKey: 'decidedBy' });
  m.Order.belongsTo(m.Deposit, { as: 'deposit', foreignKey: 'depositId' });
}
