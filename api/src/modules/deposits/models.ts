// The deposits module's tables as Sequelize models (the migrations define the tables; models-match-tables.test.ts
// checks each model against its table).
import type { CreationOptional, InferAttributes, InferCreationAttributes, Model, Sequelize } from 'sequelize';
import { DataTypes } from 'sequelize';
import type { Models } from '../../models.ts';

export interface DepositRow extends Model<InferAttributes<DepositRow>, InferCreationAttributes<DepositRow>> {
  id: CreationOptional<number>;
  ref: string;
  userId: number;
  amount: string;
  method: string;
  status: string;
  qrReference: string;
  slipStorageKey: string | null;
  slipMimeType: string | null;
  slipSizeBytes: number | null;
  slipUploadedAt: Date | null;
  rejectReason: string | null;
  rejectedBy: number | null;
  rejectedAt: Date | null;
  verifiedBy: number | null;
  verifiedAt: Date | null;
  createdAt: Date;
  verifiedByBankTransactionId: string | null;
}

export function defineDepositsModels(sequelize: Sequelize) {
  const Deposit = sequelize.define<DepositRow>(
    'Deposit',
    {
      id: { type: DataTypes.BIGINT, primaryKey: true, autoIncrement: true, allowNull: false },
      ref: { type: DataTypes.TEXT, allowNull: false },
      userId: { type: DataTypes.BIGINT, allowNull: false },
      amount: { type: DataTypes.DECIMAL, allowNull: false },
      method: { type: DataTypes.TEXT, allowNull: false },
      status: { type: DataTypes.TEXT, allowNull: false },
      qrReference: { type: DataTypes.TEXT, allowNull: false },
      slipStorageKey: { type: DataTypes.TEXT },
      slipMimeType: { type: DataTypes.TEXT },
      slipSizeBytes: { type: DataTypes.INTEGER },
      slipUploadedAt: { type: DataTypes.DATE },
      rejectReason: { type: DataTypes.TEXT },
      rejectedBy: { type: DataTypes.BIGINT },
      rejectedAt: { type: DataTypes.DATE },
      verifiedBy: { type: DataTypes.BIGINT },
      verifiedAt: { type: DataTypes.DATE },
      createdAt: { type: DataTypes.DATE, allowNull: false },
      verifiedByBankTransactionId: { type: DataTypes.TEXT },
    },
    { tableName: 'deposits', timestamps: false },
  );
  return { Deposit };
}

export function associateDepositsModels(m: Models): void {
  m.Deposit.belongsTo(m.User, { as: 'user', foreignKey: 'userId' });
  m.Deposit.belongsTo(m.User, { as: 'rejectedByUser', foreignKey: 'rejectedBy' });
  m.Deposit.belongsTo(m.User, { as: 'verifiedByUser', foreignKey: 'verifiedBy' });
  m.Deposit.belongsTo(m.QrPaymentNotification, {
    as: 'verifiedByBankTransaction',
    foreignKey: 'verifiedByBankTransactionId',
    targetKey: 'bankTransactionId',
  });
}
