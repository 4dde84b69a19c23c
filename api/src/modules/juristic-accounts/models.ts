// The juristic accounts module's tables as Sequelize models (the migrations define the tables;
// models-match-tables.test.ts checks each model against its table).
import type { CreationOptional, InferAttributes, InferCreationAttributes, Model, Sequelize } from 'sequelize';
import { DataTypes } from 'sequelize';
import type { Models } from '../../models.ts';
import { databaseDefault } from '../../platform/model-defaults.ts';

export interface JuristicAccountRow
  extends Model<InferAttributes<JuristicAccountRow>, InferCreationAttributes<JuristicAccountRow>> {
  id: CreationOptional<number>;
  companyName: string;
  companyNameEn: CreationOptional<string>;
  registrationNumber: string;
  address: unknown;
  authorisedPersons: unknown;
  email: string;
  language: CreationOptional<'th' | 'en'>;
  riskLevel: 'LOW' | 'MODERATE' | 'HIGH' | 'VERY_HIGH';
  riskReason: string;
  status: CreationOptional<'PENDING' | 'APPROVED' | 'REJECTED'>;
  preparedBy: number;
  decidedBy: number | null;
  decidedAt: Date | null;
  rejectReason: string | null;
  userId: number | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface JuristicAccountFileRow
  extends Model<InferAttributes<JuristicAccountFileRow>, InferCreationAttributes<JuristicAccountFileRow>> {
  id: CreationOptional<string>;
  accountId: number | null;
  kind: 'COMPANY_CERTIFICATE' | 'SHAREHOLDER_LIST' | 'BOARD_RESOLUTION';
  fileName: string;
  storageKey: string;
  mimeType: string;
  sizeBytes: number;
  uploadedBy: number;
  createdAt: Date;
}

export function defineJuristicAccountsModels(sequelize: Sequelize) {
  const JuristicAccount = sequelize.define<JuristicAccountRow>(
    'JuristicAccount',
    {
      id: { type: DataTypes.BIGINT, primaryKey: true, autoIncrement: true, allowNull: false },
      companyName: { type: DataTypes.TEXT, allowNull: false },
      companyNameEn: { type: DataTypes.TEXT, allowNull: false, defaultValue: databaseDefault },
      registrationNumber: { type: DataTypes.TEXT, allowNull: false },
      address: { type: DataTypes.JSONB, allowNull: false },
      authorisedPersons: { type: DataTypes.JSONB, allowNull: false },
      email: { type: DataTypes.TEXT, allowNull: false },
      language: { type: DataTypes.TEXT, allowNull: false, defaultValue: databaseDefault },
      riskLevel: { type: DataTypes.TEXT, allowNull: false },
      riskReason: { type: DataTypes.TEXT, allowNull: false },
      status: { type: DataTypes.TEXT, allowNull: false, defaultValue: databaseDefault },
      preparedBy: { type: DataTypes.BIGINT, allowNull: false },
      decidedBy: { type: DataTypes.BIGINT },
      decidedAt: { type: DataTypes.DATE },
      rejectReason: { type: DataTypes.TEXT },
      userId: { type: DataTypes.BIGINT },
      createdAt: { type: DataTypes.DATE, allowNull: false },
      updatedAt: { type: DataTypes.DATE, allowNull: false },
    },
    { tableName: 'juristic_accounts', timestamps: false },
  );
  const JuristicAccountFile = sequelize.define<JuristicAccountFileRow>(
    'JuristicAccountFile',
    {
      id: { type: DataTypes.UUID, primaryKey: true, allowNull: false, defaultValue: databaseDefault },
      accountId: { type: DataTypes.BIGINT },
      kind: { type: DataTypes.TEXT, allowNull: false },
      fileName: { type: DataTypes.TEXT, allowNull: false },
      storageKey: { type: DataTypes.TEXT, allowNull: false },
      mimeType: { type: DataTypes.TEXT, allowNull: false },
      sizeBytes: { type: DataTypes.INTEGER, allowNull: false },
      uploadedBy: { type: DataTypes.BIGINT, allowNull: false },
      createdAt: { type: DataTypes.DATE, allowNull: false },
    },
    { tableName: 'juristic_account_files', timestamps: false },
  );
  return { JuristicAccount, JuristicAccountFile };
}

export function associateJuristicAccountsModels(m: Models): void {
  m.JuristicAccount.belongsTo(m.User, { as: 'preparedByUser', foreignKey: 'preparedBy' });
  m.JuristicAccount.belongsTo(m.User, { as: 'decidedByUser', foreignKey: 'decidedBy' });
  m.JuristicAccount.belongsTo(m.User, { as: 'user', foreignKey: 'userId' });
  m.JuristicAccountFile.belongsTo(m.JuristicAccount, { as: 'account', foreignKey: 'accountId' });
  m.JuristicAccountFile.belongsTo(m.User, { as: 'uploadedByUser', foreignKey: 'uploadedBy' });
}
