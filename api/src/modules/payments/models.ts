// The payments module's tables as Sequelize models (the migrations define the tables; models-match-tables.test.ts
// checks each model against its table).
import type { CreationOptional, InferAttributes, InferCreationAttributes, Model, Sequelize } from 'sequelize';
import { DataTypes } from 'sequelize';
import type { Models } from '../../models.ts';

export interface QrPaymentNotificationRow
  extends Model<
    InferAttributes<QrPaymentNotificationRow>,
    InferCreationAttributes<QrPaymentNotificationRow>
  > {
  id: CreationOptional<number>;
  bankTransactionId: string;
  depositId: number;
  amount: string;
  paidAt: Date;
  payerName: string | null;
  payerAccount: string | null;
  outcome: string;
  note: string | null;
  receivedAt: Date;
}

export function definePaymentsModels(sequelize: Sequelize) {
  const QrPaymentNotification = sequelize.define<QrPaymentNotificationRow>(
    'QrPaymentNotification',
    {
      id: { type: DataTypes.BIGINT, primaryKey: true, autoIncrement: true, allowNull: false },
      bankTransactionId: { type: DataTypes.TEXT, allowNull: false },
      depositId: { type: DataTypes.BIGINT, allowNull: false },
      amount: { type: DataTypes.DECIMAL, allowNull: false },
      paidAt: { type: DataTypes.DATE, allowNull: false },
      payerName: { type: DataTypes.TEXT },
      payerAccount: { type: DataTypes.TEXT },
      outcome: { type: DataTypes.TEXT, allowNull: false },
      note: { type: DataTypes.TEXT },
      receivedAt: { type: DataTypes.DATE, allowNull: false },
    },
    { tableName: 'qr_payment_notifications', timestamps: false },
  );
  return { QrPaymentNotification };
}

export function associatePaymentsModels(m: Models): void {
  m.QrPaymentNotification.belongsTo(m.Deposit, { as: 'deposit', foreignKey: 'depositId' });
}
