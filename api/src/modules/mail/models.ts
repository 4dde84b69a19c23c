// The mail module's tables as Sequelize models (the migrations define the tables; models-match-tables.test.ts
// checks each model against its table).
import type { CreationOptional, InferAttributes, InferCreationAttributes, Model, Sequelize } from 'sequelize';
import { DataTypes } from 'sequelize';
import { databaseDefault } from '../../platform/model-defaults.ts';

export interface OutboxMessageRow
  extends Model<InferAttributes<OutboxMessageRow>, InferCreationAttributes<OutboxMessageRow>> {
  id: CreationOptional<number>;
  channel: string;
  recipient: string;
  subject: string;
  bodyText: string;
  bodyHtml: string | null;
  template: string;
  createdAt: CreationOptional<Date>;
  sentAt: Date | null;
  attempts: CreationOptional<number>;
  nextTryAt: CreationOptional<Date>;
  lastError: string | null;
  requestId: string | null;
}

export function defineMailModels(sequelize: Sequelize) {
  const OutboxMessage = sequelize.define<OutboxMessageRow>(
    'OutboxMessage',
    {
      id: { type: DataTypes.BIGINT, primaryKey: true, autoIncrement: true, allowNull: false },
      channel: { type: DataTypes.TEXT, allowNull: false },
      recipient: { type: DataTypes.TEXT, allowNull: false },
      subject: { type: DataTypes.TEXT, allowNull: false },
      bodyText: { type: DataTypes.TEXT, allowNull: false },
      bodyHtml: { type: DataTypes.TEXT },
      template: { type: DataTypes.TEXT, allowNull: false },
      createdAt: { type: DataTypes.DATE, allowNull: false, defaultValue: databaseDefault },
      sentAt: { type: DataTypes.DATE },
      attempts: { type: DataTypes.INTEGER, allowNull: false, defaultValue: databaseDefault },
      nextTryAt: { type: DataTypes.DATE, allowNull: false, defaultValue: databaseDefault },
      lastError: { type: DataTypes.TEXT },
      requestId: { type: DataTypes.TEXT },
    },
    { tableName: 'outbox_messages', timestamps: false },
  );
  return { OutboxMessage };
}
