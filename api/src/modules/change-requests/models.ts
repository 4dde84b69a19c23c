// The change requests module's tables as Sequelize models (the migrations define the tables; models-match-tables.test.ts
// checks each model against its table).
import type { CreationOptional, InferAttributes, InferCreationAttributes, Model, Sequelize } from 'sequelize';
import { DataTypes } from 'sequelize';
import type { Models } from '../../models.ts';
import { databaseDefault } from '../../platform/model-defaults.ts';

export interface ChangeRequestRow
  extends Model<InferAttributes<ChangeRequestRow>, InferCreationAttributes<ChangeRequestRow>> {
  id: CreationOptional<number>;
  userId: number;
  kind: string;
  status: CreationOptional<string>;
  before: unknown;
  after: unknown;
  eddRequired: CreationOptional<boolean>;
  fileIds: CreationOptional<unknown>;
  reason: string | null;
  decidedBy: number | null;
  decidedAt: Date | null;
  createdAt: CreationOptional<Date>;
  updatedAt: CreationOptional<Date>;
}

export interface KycBankChangeRequestRow
  extends Model<InferAttributes<KycBankChangeRequestRow>, InferCreationAttributes<KycBankChangeRequestRow>> {
  id: CreationOptional<number>;
  userId: number;
  bankCode: string;
  accountNumber: string;
  accountName: string;
  status: CreationOptional<string>;
  createdAt: CreationOptional<Date>;
  decidedAt: Date | null;
}

export function defineChangeRequestsModels(sequelize: Sequelize) {
  const ChangeRequest = sequelize.define<ChangeRequestRow>(
    'ChangeRequest',
    {
      id: { type: DataTypes.BIGINT, primaryKey: true, autoIncrement: true, allowNull: false },
      userId: { type: DataTypes.BIGINT, allowNull: false },
      kind: { type: DataTypes.TEXT, allowNull: false },
      status: { type: DataTypes.TEXT, allowNull: false, defaultValue: databaseDefault },
      before: { type: DataTypes.JSONB, allowNull: false },
      after: { type: DataTypes.JSONB, allowNull: false },
      eddRequired: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: databaseDefault },
      fileIds: { type: DataTypes.JSONB, allowNull: false, defaultValue: databaseDefault },
      reason: { type: DataTypes.TEXT },
      decidedBy: { type: DataTypes.BIGINT },
      decidedAt: { type: DataTypes.DATE },
      createdAt: { type: DataTypes.DATE, allowNull: false, defaultValue: databaseDefault },
      updatedAt: { type: DataTypes.DATE, allowNull: false, defaultValue: databaseDefault },
    },
    { tableName: 'change_requests', timestamps: false },
  );
  const KycBankChangeRequest = sequelize.define<KycBankChangeRequestRow>(
    'KycBankChangeRequest',
    {
      id: { type: DataTypes.BIGINT, primaryKey: true, autoIncrement: true, allowNull: false },
      userId: { type: DataTypes.BIGINT, allowNull: false },
      bankCode: { type: DataTypes.TEXT, allowNull: false },
      accountNumber: { type: DataTypes.TEXT, allowNull: false },
      accountName: { type: DataTypes.TEXT, allowNull: false },
      status: { type: DataTypes.TEXT, allowNull: false, defaultValue: databaseDefault },
      createdAt: { type: DataTypes.DATE, allowNull: false, defaultValue: databaseDefault },
      decidedAt: { type: DataTypes.DATE },
    },
    { tableName: 'kyc_bank_change_requests', timestamps: false },
  );
  return { ChangeRequest, KycBankChangeRequest };
}

export function associateChangeRequestsModels(m: Models): void {
  m.ChangeRequest.belongsTo(m.User, { as: 'user', foreignKey: 'userId' });
  m.ChangeRequest.belongsTo(m.User, { as: 'decidedByUser', foreignKey: 'decidedBy' });
  m.KycBankChangeRequest.belongsTo(m.User, { as: 'user', foreignKey: 'userId' });
}
