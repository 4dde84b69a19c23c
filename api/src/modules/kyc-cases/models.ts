// The kyc review module's tables as Sequelize models (the migrations define the tables; models-match-tables.test.ts
// checks each model against its table).
import type { CreationOptional, InferAttributes, InferCreationAttributes, Model, Sequelize } from 'sequelize';
import { DataTypes } from 'sequelize';
import type { Models } from '../../models.ts';
import { databaseDefault } from '../../platform/model-defaults.ts';

export interface KycBlockRow
  extends Model<InferAttributes<KycBlockRow>, InferCreationAttributes<KycBlockRow>> {
  userId: number;
  reason: string;
  createdAt: Date;
}

export interface KycCaseEventRow
  extends Model<InferAttributes<KycCaseEventRow>, InferCreationAttributes<KycCaseEventRow>> {
  id: CreationOptional<number>;
  userId: number;
  action: string;
  actorId: number | null;
  note: string | null;
  deadline: string | null;
  reasons: unknown | null;
  createdAt: Date;
}

export interface KycCaseRow extends Model<InferAttributes<KycCaseRow>, InferCreationAttributes<KycCaseRow>> {
  userId: number;
  status: string;
  submittedAt: Date | null;
  decidedAt: Date | null;
  decidedBy: number | null;
  deadline: string | null;
  reasons: CreationOptional<unknown>;
  rejectedAt: Date | null;
  approvedAt: Date | null;
  blockReason: string | null;
  riskBand: string | null;
  riskScore: number | null;
  eddRequired: CreationOptional<boolean>;
  amlAnswered: CreationOptional<boolean>;
  createdAt: CreationOptional<Date>;
  updatedAt: CreationOptional<Date>;
}

export interface KycContractRow
  extends Model<InferAttributes<KycContractRow>, InferCreationAttributes<KycContractRow>> {
  id: CreationOptional<string>;
  userId: number;
  version: number;
  status: CreationOptional<string>;
  signedAt: Date;
  ip: string | null;
  userAgent: string | null;
  contentHash: string;
  pdfSha256: string;
  storageKey: string;
  size: number;
  rejectedAt: Date | null;
}

export function defineKycCasesModels(sequelize: Sequelize) {
  const KycBlock = sequelize.define<KycBlockRow>(
    'KycBlock',
    {
      userId: { type: DataTypes.BIGINT, primaryKey: true, allowNull: false },
      reason: { type: DataTypes.TEXT, primaryKey: true, allowNull: false },
      createdAt: { type: DataTypes.DATE, allowNull: false },
    },
    { tableName: 'kyc_blocks', timestamps: false },
  );
  const KycCaseEvent = sequelize.define<KycCaseEventRow>(
    'KycCaseEvent',
    {
      id: { type: DataTypes.BIGINT, primaryKey: true, autoIncrement: true, allowNull: false },
      userId: { type: DataTypes.BIGINT, allowNull: false },
      action: { type: DataTypes.TEXT, allowNull: false },
      actorId: { type: DataTypes.BIGINT },
      note: { type: DataTypes.TEXT },
      deadline: { type: DataTypes.DATEONLY },
      reasons: { type: DataTypes.JSONB },
      createdAt: { type: DataTypes.DATE, allowNull: false },
    },
    { tableName: 'kyc_case_events', timestamps: false },
  );
  const KycCase = sequelize.define<KycCaseRow>(
    'KycCase',
    {
      userId: { type: DataTypes.BIGINT, primaryKey: true, allowNull: false },
      status: { type: DataTypes.TEXT, allowNull: false },
      submittedAt: { type: DataTypes.DATE },
      decidedAt: { type: DataTypes.DATE },
      decidedBy: { type: DataTypes.BIGINT },
      deadline: { type: DataTypes.DATEONLY },
      reasons: { type: DataTypes.JSONB, allowNull: false, defaultValue: databaseDefault },
      rejectedAt: { type: DataTypes.DATE },
      approvedAt: { type: DataTypes.DATE },
      blockReason: { type: DataTypes.TEXT },
      riskBand: { type: DataTypes.TEXT },
      riskScore: { type: DataTypes.INTEGER },
      eddRequired: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: databaseDefault },
      amlAnswered: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: databaseDefault },
      createdAt: { type: DataTypes.DATE, allowNull: false, defaultValue: databaseDefault },
      updatedAt: { type: DataTypes.DATE, allowNull: false, defaultValue: databaseDefault },
    },
    { tableName: 'kyc_cases', timestamps: false },
  );
  const KycContract = sequelize.define<KycContractRow>(
    'KycContract',
    {
      id: { type: DataTypes.UUID, primaryKey: true, allowNull: false, defaultValue: databaseDefault },
      userId: { type: DataTypes.BIGINT, allowNull: false },
      version: { type: DataTypes.INTEGER, allowNull: false },
      status: { type: DataTypes.TEXT, allowNull: false, defaultValue: databaseDefault },
      signedAt: { type: DataTypes.DATE, allowNull: false },
      ip: { type: DataTypes.TEXT },
      userAgent: { type: DataTypes.TEXT },
      contentHash: { type: DataTypes.TEXT, allowNull: false },
      pdfSha256: { type: DataTypes.TEXT, allowNull: false },
      storageKey: { type: DataTypes.TEXT, allowNull: false },
      size: { type: DataTypes.INTEGER, allowNull: false },
      rejectedAt: { type: DataTypes.DATE },
    },
    { tableName: 'kyc_contracts', timestamps: false },
  );
  return { KycBlock, KycCaseEvent, KycCase, KycContract };
}

export function associateKycCasesModels(m: Models): void {
  m.KycBlock.belongsTo(m.User, { as: 'user', foreignKey: 'userId' });
  m.KycCaseEvent.belongsTo(m.User, { as: 'user', foreignKey: 'userId' });
  m.KycCaseEvent.belongsTo(m.User, { as: 'actor', foreignKey: 'actorId' });
  m.KycCase.belongsTo(m.User, { as: 'user', foreignKey: 'userId' });
  m.KycCase.belongsTo(m.User, { as: 'decidedByUser', foreignKey: 'decidedBy' });
  m.KycContract.belongsTo(m.User, { as: 'user', foreignKey: 'userId' });
}
