// The kyc module's tables as Sequelize models (the migrations define the tables; models-match-tables.test.ts
// checks each model against its table).
import type { CreationOptional, InferAttributes, InferCreationAttributes, Model, Sequelize } from 'sequelize';
import { DataTypes } from 'sequelize';
import type { Models } from '../../models.ts';
import { databaseDefault } from '../../platform/model-defaults.ts';

export interface KycBankAccountRow
  extends Model<InferAttributes<KycBankAccountRow>, InferCreationAttributes<KycBankAccountRow>> {
  userId: number;
  bankCode: string;
  accountNumber: string;
  accountName: string;
  status: CreationOptional<string>;
  verifiedAt: Date | null;
  createdAt: CreationOptional<Date>;
  updatedAt: CreationOptional<Date>;
}

export interface KycFileRow extends Model<InferAttributes<KycFileRow>, InferCreationAttributes<KycFileRow>> {
  id: CreationOptional<string>;
  userId: number;
  kind: string;
  storageKey: string;
  mimeType: string;
  sizeBytes: number;
  width: number | null;
  height: number | null;
  createdAt: CreationOptional<Date>;
}

export interface KycHandoffTokenRow
  extends Model<InferAttributes<KycHandoffTokenRow>, InferCreationAttributes<KycHandoffTokenRow>> {
  tokenHash: string;
  userId: number;
  expiresAt: Date;
  usedAt: Date | null;
  createdAt: CreationOptional<Date>;
}

export interface KycProfileRow
  extends Model<InferAttributes<KycProfileRow>, InferCreationAttributes<KycProfileRow>> {
  userId: number;
  identity: unknown | null;
  identityDraft: unknown | null;
  identityStatus: CreationOptional<string>;
  passDopa: CreationOptional<boolean>;
  dopaCheckedAt: Date | null;
  livenessStatus: CreationOptional<string>;
  livenessProvider: string | null;
  livenessScore: string | null;
  livenessFileId: string | null;
  general: unknown | null;
  generalDraft: unknown | null;
  personal: unknown | null;
  personalDraft: unknown | null;
  personalStatus: CreationOptional<string>;
  createdAt: CreationOptional<Date>;
  updatedAt: CreationOptional<Date>;
  identityClaimWaived: CreationOptional<boolean>;
  identitySource: string | null;
}

export interface KycWalletRow
  extends Model<InferAttributes<KycWalletRow>, InferCreationAttributes<KycWalletRow>> {
  userId: number;
  network: string;
  address: string;
  verifiedAt: Date;
  verifiedBy: number;
  createdAt: Date;
  updatedAt: Date;
}

export interface NdidRequestRow
  extends Model<InferAttributes<NdidRequestRow>, InferCreationAttributes<NdidRequestRow>> {
  id: string;
  userId: number;
  idpId: string;
  nationalId: string;
  proxyRequestId: string;
  referenceCode: string;
  status: CreationOptional<string>;
  createdAt: Date;
  expiresAt: Date;
  answeredAt: Date | null;
}

export interface NdidSimulatorRequestRow
  extends Model<InferAttributes<NdidSimulatorRequestRow>, InferCreationAttributes<NdidSimulatorRequestRow>> {
  requestId: string;
  idpId: string;
  nationalId: string;
  referenceCode: string;
  status: CreationOptional<string>;
  createdAt: Date;
  answeredAt: Date | null;
}

export function defineKycModels(sequelize: Sequelize) {
  const KycBankAccount = sequelize.define<KycBankAccountRow>(
    'KycBankAccount',
    {
      userId: { type: DataTypes.BIGINT, primaryKey: true, allowNull: false },
      bankCode: { type: DataTypes.TEXT, allowNull: false },
      accountNumber: { type: DataTypes.TEXT, allowNull: false },
      accountName: { type: DataTypes.TEXT, allowNull: false },
      status: { type: DataTypes.TEXT, allowNull: false, defaultValue: databaseDefault },
      verifiedAt: { type: DataTypes.DATE },
      createdAt: { type: DataTypes.DATE, allowNull: false, defaultValue: databaseDefault },
      updatedAt: { type: DataTypes.DATE, allowNull: false, defaultValue: databaseDefault },
    },
    { tableName: 'kyc_bank_accounts', timestamps: false },
  );
  const KycFile = sequelize.define<KycFileRow>(
    'KycFile',
    {
      id: { type: DataTypes.UUID, primaryKey: true, allowNull: false, defaultValue: databaseDefault },
      userId: { type: DataTypes.BIGINT, allowNull: false },
      kind: { type: DataTypes.TEXT, allowNull: false },
      storageKey: { type: DataTypes.TEXT, allowNull: false },
      mimeType: { type: DataTypes.TEXT, allowNull: false },
      sizeBytes: { type: DataTypes.INTEGER, allowNull: false },
      width: { type: DataTypes.INTEGER },
      height: { type: DataTypes.INTEGER },
      createdAt: { type: DataTypes.DATE, allowNull: false, defaultValue: databaseDefault },
    },
    { tableName: 'kyc_files', timestamps: false },
  );
  const KycHandoffToken = sequelize.define<KycHandoffTokenRow>(
    'KycHandoffToken',
    {
      tokenHash: { type: DataTypes.TEXT, primaryKey: true, allowNull: false },
      userId: { type: DataTypes.BIGINT, allowNull: false },
      expiresAt: { type: DataTypes.DATE, allowNull: false },
      usedAt: { type: DataTypes.DATE },
      createdAt: { type: DataTypes.DATE, allowNull: false, defaultValue: databaseDefault },
    },
    { tableName: 'kyc_handoff_tokens', timestamps: false },
  );
  const KycProfile = sequelize.define<KycProfileRow>(
    'KycProfile',
    {
      userId: { type: DataTypes.BIGINT, primaryKey: true, allowNull: false },
      identity: { type: DataTypes.JSONB },
      identityDraft: { type: DataTypes.JSONB },
      identityStatus: { type: DataTypes.TEXT, allowNull: false, defaultValue: databaseDefault },
      passDopa: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: databaseDefault },
      dopaCheckedAt: { type: DataTypes.DATE },
      livenessStatus: { type: DataTypes.TEXT, allowNull: false, defaultValue: databaseDefault },
      livenessProvider: { type: DataTypes.TEXT },
      livenessScore: { type: DataTypes.DECIMAL },
      livenessFileId: { type: DataTypes.UUID },
      general: { type: DataTypes.JSONB },
      generalDraft: { type: DataTypes.JSONB },
      personal: { type: DataTypes.JSONB },
      personalDraft: { type: DataTypes.JSONB },
      personalStatus: { type: DataTypes.TEXT, allowNull: false, defaultValue: databaseDefault },
      createdAt: { type: DataTypes.DATE, allowNull: false, defaultValue: databaseDefault },
      updatedAt: { type: DataTypes.DATE, allowNull: false, defaultValue: databaseDefault },
      identityClaimWaived: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: databaseDefault },
      identitySource: { type: DataTypes.TEXT },
    },
    { tableName: 'kyc_profiles', timestamps: false },
  );
  const KycWallet = sequelize.define<KycWalletRow>(
    'KycWallet',
    {
      userId: { type: DataTypes.BIGINT, primaryKey: true, allowNull: false },
      network: { type: DataTypes.TEXT, allowNull: false },
      address: { type: DataTypes.TEXT, allowNull: false },
      verifiedAt: { type: DataTypes.DATE, allowNull: false },
      verifiedBy: { type: DataTypes.BIGINT, allowNull: false },
      createdAt: { type: DataTypes.DATE, allowNull: false },
      updatedAt: { type: DataTypes.DATE, allowNull: false },
    },
    { tableName: 'kyc_wallets', timestamps: false },
  );
  const NdidRequest = sequelize.define<NdidRequestRow>(
    'NdidRequest',
    {
      id: { type: DataTypes.UUID, primaryKey: true, allowNull: false },
      userId: { type: DataTypes.BIGINT, allowNull: false },
      idpId: { type: DataTypes.TEXT, allowNull: false },
      nationalId: { type: DataTypes.TEXT, allowNull: false },
      proxyRequestId: { type: DataTypes.TEXT, allowNull: false },
      referenceCode: { type: DataTypes.TEXT, allowNull: false },
      status: { type: DataTypes.TEXT, allowNull: false, defaultValue: databaseDefault },
      createdAt: { type: DataTypes.DATE, allowNull: false },
      expiresAt: { type: DataTypes.DATE, allowNull: false },
      answeredAt: { type: DataTypes.DATE },
    },
    { tableName: 'ndid_requests', timestamps: false },
  );
  const NdidSimulatorRequest = sequelize.define<NdidSimulatorRequestRow>(
    'NdidSimulatorRequest',
    {
      requestId: { type: DataTypes.TEXT, primaryKey: true, allowNull: false },
      idpId: { type: DataTypes.TEXT, allowNull: false },
      nationalId: { type: DataTypes.TEXT, allowNull: false },
      referenceCode: { type: DataTypes.TEXT, allowNull: false },
      status: { type: DataTypes.TEXT, allowNull: false, defaultValue: databaseDefault },
      createdAt: { type: DataTypes.DATE, allowNull: false },
      answeredAt: { type: DataTypes.DATE },
    },
    { tableName: 'ndid_simulator_requests', timestamps: false },
  );
  return {
    KycBankAccount,
    KycFile,
    KycHandoffToken,
    KycProfile,
    KycWallet,
    NdidRequest,
    NdidSimulatorRequest,
  };
}

export function associateKycModels(m: Models): void {
  m.KycBankAccount.belongsTo(m.User, { as: 'user', foreignKey: 'userId' });
  m.KycFile.belongsTo(m.User, { as: 'user', foreignKey: 'userId' });
  m.KycHandoffToken.belongsTo(m.User, { as: 'user', foreignKey: 'userId' });
  m.KycProfile.belongsTo(m.User, { as: 'user', foreignKey: 'userId' });
  m.KycProfile.belongsTo(m.KycFile, { as: 'livenessFile', foreignKey: 'livenessFileId' });
  m.KycWallet.belongsTo(m.User, { as: 'user', foreignKey: 'userId' });
  m.KycWallet.belongsTo(m.User, { as: 'verifiedByUser', foreignKey: 'verifiedBy' });
  m.NdidRequest.belongsTo(m.User, { as: 'user', foreignKey: 'userId' });
}
