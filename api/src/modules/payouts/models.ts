// The payouts module's tables as Sequelize models (the migrations define the tables; models-match-tables.test.ts
// checks each model against its table).
import type { CreationOptional, InferAttributes, InferCreationAttributes, Model, Sequelize } from 'sequelize';
import { DataTypes } from 'sequelize';
import type { Models } from '../../models.ts';
import { databaseDefault } from '../../platform/model-defaults.ts';

export interface PayoutBatchRow
  extends Model<InferAttributes<PayoutBatchRow>, InferCreationAttributes<PayoutBatchRow>> {
  id: CreationOptional<number>;
  ref: string;
  valueDate: string;
  status: CreationOptional<string>;
  payoutCount: number;
  totalAmount: string;
  fileName: string;
  fileContent: string;
  fileSha256: string;
  preparedBy: number;
  preparedAt: Date;
  closedAt: Date | null;
  channel: CreationOptional<string>;
}

export interface PayoutRow extends Model<InferAttributes<PayoutRow>, InferCreationAttributes<PayoutRow>> {
  id: CreationOptional<number>;
  orderId: number;
  userId: number;
  strategyCode: string;
  tradeDate: string;
  valueDate: string;
  units: string;
  nav: string;
  fee: string;
  amount: string;
  receiveType: CreationOptional<string>;
  bankCode: string | null;
  accountNumber: string | null;
  accountName: string | null;
  status: string;
  holdReason: string | null;
  batchId: number | null;
  bankReference: string | null;
  paidAt: Date | null;
  paidBy: number | null;
  failureReason: string | null;
  failedAt: Date | null;
  returnedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  walletNetwork: string | null;
  walletAddress: string | null;
}

export function definePayoutsModels(sequelize: Sequelize) {
  const PayoutBatch = sequelize.define<PayoutBatchRow>(
    'PayoutBatch',
    {
      id: { type: DataTypes.BIGINT, primaryKey: true, autoIncrement: true, allowNull: false },
      ref: { type: DataTypes.TEXT, allowNull: false },
      valueDate: { type: DataTypes.DATEONLY, allowNull: false },
      status: { type: DataTypes.TEXT, allowNull: false, defaultValue: databaseDefault },
      payoutCount: { type: DataTypes.INTEGER, allowNull: false },
      totalAmount: { type: DataTypes.DECIMAL, allowNull: false },
      fileName: { type: DataTypes.TEXT, allowNull: false },
      fileContent: { type: DataTypes.TEXT, allowNull: false },
      fileSha256: { type: DataTypes.TEXT, allowNull: false },
      preparedBy: { type: DataTypes.BIGINT, allowNull: false },
      preparedAt: { type: DataTypes.DATE, allowNull: false },
      closedAt: { type: DataTypes.DATE },
      channel: { type: DataTypes.TEXT, allowNull: false, defaultValue: databaseDefault },
    },
    { tableName: 'payout_batches', timestamps: false },
  );
  const Payout = sequelize.define<PayoutRow>(
    'Payout',
    {
      id: { type: DataTypes.BIGINT, primaryKey: true, autoIncrement: true, allowNull: false },
      orderId: { type: DataTypes.BIGINT, allowNull: false },
      userId: { type: DataTypes.BIGINT, allowNull: false },
      strategyCode: { type: DataTypes.TEXT, allowNull: false },
      tradeDate: { type: DataTypes.DATEONLY, allowNull: false },
      valueDate: { type: DataTypes.DATEONLY, allowNull: false },
      units: { type: DataTypes.DECIMAL, allowNull: false },
      nav: { type: DataTypes.DECIMAL, allowNull: false },
      fee: { type: DataTypes.DECIMAL, allowNull: false },
      amount: { type: DataTypes.DECIMAL, allowNull: false },
      receiveType: { type: DataTypes.TEXT, allowNull: false, defaultValue: databaseDefault },
      bankCode: { type: DataTypes.TEXT },
      accountNumber: { type: DataTypes.TEXT },
      accountName: { type: DataTypes.TEXT },
      status: { type: DataTypes.TEXT, allowNull: false },
      holdReason: { type: DataTypes.TEXT },
      batchId: { type: DataTypes.BIGINT },
      bankReference: { type: DataTypes.TEXT },
      paidAt: { type: DataTypes.DATE },
      paidBy: { type: DataTypes.BIGINT },
      failureReason: { type: DataTypes.TEXT },
      failedAt: { type: DataTypes.DATE },
      returnedAt: { type: DataTypes.DATE },
      createdAt: { type: DataTypes.DATE, allowNull: false },
      updatedAt: { type: DataTypes.DATE, allowNull: false },
      walletNetwork: { type: DataTypes.TEXT },
      walletAddress: { type: DataTypes.TEXT },
    },
    { tableName: 'payouts', timestamps: false },
  );
  return { PayoutBatch, Payout };
}

export function associatePayoutsModels(m: Models): void {
  m.PayoutBatch.belongsTo(m.User, { as: 'preparedByUser', foreignKey: 'preparedBy' });
  m.Payout.belongsTo(m.PayoutBatch, { as: 'batch', foreignKey: 'batchId' });
  m.Payout.belongsTo(m.User, { as: 'paidByUser', foreignKey: 'paidBy' });
}
