// The auth module's tables as Sequelize models (the migrations define the tables; models-match-tables.test.ts
// checks each model against its table).
import type { Language, StaffRole } from '@fund/domain';
import type { CreationOptional, InferAttributes, InferCreationAttributes, Model, Sequelize } from 'sequelize';
import { DataTypes } from 'sequelize';
import type { Models } from '../../models.ts';
import { databaseDefault } from '../../platform/model-defaults.ts';

export interface ConsentRow extends Model<InferAttributes<ConsentRow>, InferCreationAttributes<ConsentRow>> {
  id: CreationOptional<number>;
  userId: number;
  kind: string;
  policyVersion: string;
  accepted: boolean;
  ip: string | null;
  createdAt: CreationOptional<Date>;
}

export interface OtpCodeRow extends Model<InferAttributes<OtpCodeRow>, InferCreationAttributes<OtpCodeRow>> {
  id: CreationOptional<string>;
  email: string;
  action: string;
  channel: string;
  codeHash: string;
  attempts: CreationOptional<number>;
  createdAt: Date;
  expiresAt: Date;
  consumedAt: Date | null;
  phoneNumber: string | null;
}

/** A single-use link's token, kept as its hash (a password reset, an account recovery): whose, until when, used when. */
export interface SingleUseToken {
  id: CreationOptional<number>;
  userId: number;
  tokenHash: string;
  createdAt: Date;
  expiresAt: Date;
  usedAt: Date | null;
}

/** The columns of a single-use token's table, new for each model (Sequelize keeps and completes what it is given). */
export const singleUseTokenColumns = () => ({
  id: { type: DataTypes.BIGINT, primaryKey: true, autoIncrement: true, allowNull: false },
  userId: { type: DataTypes.BIGINT, allowNull: false },
  tokenHash: { type: DataTypes.TEXT, allowNull: false },
  createdAt: { type: DataTypes.DATE, allowNull: false },
  expiresAt: { type: DataTypes.DATE, allowNull: false },
  usedAt: { type: DataTypes.DATE },
});

export interface PasswordResetTokenRow
  extends Model<InferAttributes<PasswordResetTokenRow>, InferCreationAttributes<PasswordResetTokenRow>>,
    SingleUseToken {}

export interface SalesRepRow
  extends Model<InferAttributes<SalesRepRow>, InferCreationAttributes<SalesRepRow>> {
  code: string;
  name: string;
  active: CreationOptional<boolean>;
  createdAt: CreationOptional<Date>;
}

export interface SessionRow extends Model<InferAttributes<SessionRow>, InferCreationAttributes<SessionRow>> {
  id: CreationOptional<string>;
  userId: number;
  tokenHash: string;
  createdAt: CreationOptional<Date>;
  expiresAt: Date;
  revokedAt: Date | null;
  /** When the session last answered a request (the clock's real time); staff sessions end when idle. */
  lastActiveAt: Date | null;
}

export interface UserRow extends Model<InferAttributes<UserRow>, InferCreationAttributes<UserRow>> {
  id: CreationOptional<number>;
  uuid: CreationOptional<string>;
  email: string;
  passwordHash: string | null;
  role: StaffRole | null;
  customerType: CreationOptional<'INDIVIDUAL' | 'JURISTIC'>;
  createdAt: CreationOptional<Date>;
  updatedAt: CreationOptional<Date>;
  emailVerifiedAt: Date | null;
  companyName: string | null;
  saleCode: string | null;
  lockedAt: Date | null;
  lockedReason: string | null;
  trueMoneyId: string | null;
  allowInvest: CreationOptional<boolean>;
  language: CreationOptional<Language>;
  tierCode: string | null;
  tierSince: Date | null;
  phoneVerifiedNumber: string | null;
  phoneVerifiedAt: Date | null;
}

export function defineAuthModels(sequelize: Sequelize) {
  const Consent = sequelize.define<ConsentRow>(
    'Consent',
    {
      id: { type: DataTypes.BIGINT, primaryKey: true, autoIncrement: true, allowNull: false },
      userId: { type: DataTypes.BIGINT, allowNull: false },
      kind: { type: DataTypes.TEXT, allowNull: false },
      policyVersion: { type: DataTypes.TEXT, allowNull: false },
      accepted: { type: DataTypes.BOOLEAN, allowNull: false },
      ip: { type: DataTypes.TEXT },
      createdAt: { type: DataTypes.DATE, allowNull: false, defaultValue: databaseDefault },
    },
    { tableName: 'consents', timestamps: false },
  );
  const OtpCode = sequelize.define<OtpCodeRow>(
    'OtpCode',
    {
      id: { type: DataTypes.UUID, primaryKey: true, allowNull: false, defaultValue: databaseDefault },
      email: { type: DataTypes.TEXT, allowNull: false },
      action: { type: DataTypes.TEXT, allowNull: false },
      channel: { type: DataTypes.TEXT, allowNull: false },
      codeHash: { type: DataTypes.TEXT, allowNull: false },
      attempts: { type: DataTypes.INTEGER, allowNull: false, defaultValue: databaseDefault },
      createdAt: { type: DataTypes.DATE, allowNull: false },
      expiresAt: { type: DataTypes.DATE, allowNull: false },
      consumedAt: { type: DataTypes.DATE },
      phoneNumber: { type: DataTypes.TEXT },
    },
    { tableName: 'otp_codes', timestamps: false },
  );
  const PasswordResetToken = sequelize.define<PasswordResetTokenRow>(
    'PasswordResetToken',
    singleUseTokenColumns(),
    { tableName: 'password_reset_tokens', timestamps: false },
  );
  const SalesRep = sequelize.define<SalesRepRow>(
    'SalesRep',
    {
      code: { type: DataTypes.TEXT, primaryKey: true, allowNull: false },
      name: { type: DataTypes.TEXT, allowNull: false },
      active: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: databaseDefault },
      createdAt: { type: DataTypes.DATE, allowNull: false, defaultValue: databaseDefault },
    },
    { tableName: 'sales_reps', timestamps: false },
  );
  const Session = sequelize.define<SessionRow>(
    'Session',
    {
      id: { type: DataTypes.UUID, primaryKey: true, allowNull: false, defaultValue: databaseDefault },
      userId: { type: DataTypes.BIGINT, allowNull: false },
      tokenHash: { type: DataTypes.TEXT, allowNull: false },
      createdAt: { type: DataTypes.DATE, allowNull: false, defaultValue: databaseDefault },
      expiresAt: { type: DataTypes.DATE, allowNull: false },
      revokedAt: { type: DataTypes.DATE },
      lastActiveAt: { type: DataTypes.DATE },
    },
    { tableName: 'sessions', timestamps: false },
  );
  const User = sequelize.define<UserRow>(
    'User',
    {
      id: { type: DataTypes.BIGINT, primaryKey: true, autoIncrement: true, allowNull: false },
      uuid: { type: DataTypes.UUID, allowNull: false, defaultValue: databaseDefault },
      email: { type: DataTypes.TEXT, allowNull: false },
      passwordHash: { type: DataTypes.TEXT },
      role: { type: DataTypes.TEXT },
      customerType: { type: DataTypes.TEXT, allowNull: false, defaultValue: databaseDefault },
      createdAt: { type: DataTypes.DATE, allowNull: false, defaultValue: databaseDefault },
      updatedAt: { type: DataTypes.DATE, allowNull: false, defaultValue: databaseDefault },
      emailVerifiedAt: { type: DataTypes.DATE },
      companyName: { type: DataTypes.TEXT },
      saleCode: { type: DataTypes.TEXT },
      lockedAt: { type: DataTypes.DATE },
      lockedReason: { type: DataTypes.TEXT },
      trueMoneyId: { type: DataTypes.TEXT },
      allowInvest: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: databaseDefault },
      language: { type: DataTypes.TEXT, allowNull: false, defaultValue: databaseDefault },
      tierCode: { type: DataTypes.TEXT },
      tierSince: { type: DataTypes.DATE },
      phoneVerifiedNumber: { type: DataTypes.TEXT },
      phoneVerifiedAt: { type: DataTypes.DATE },
    },
    { tableName: 'users', timestamps: false },
  );
  return { Consent, OtpCode, PasswordResetToken, SalesRep, Session, User };
}

export function associateAuthModels(m: Models): void {
  m.Consent.belongsTo(m.User, { as: 'user', foreignKey: 'userId' });
  m.PasswordResetToken.belongsTo(m.User, { as: 'user', foreignKey: 'userId' });
  m.Session.belongsTo(m.User, { as: 'user', foreignKey: 'userId' });
  m.User.belongsTo(m.SalesRep, { as: 'sale', foreignKey: 'saleCode' });
  m.User.belongsTo(m.Tier, { as: 'tier', foreignKey: 'tierCode' });
}
