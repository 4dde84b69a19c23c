// The security module's tables as Sequelize models (the migrations define the tables; models-match-tables.test.ts
// checks each model against its table).
import type { CreationOptional, InferAttributes, InferCreationAttributes, Model, Sequelize } from 'sequelize';
import { DataTypes } from 'sequelize';
import type { Models } from '../../models.ts';
import { databaseDefault } from '../../platform/model-defaults.ts';
import { type SingleUseToken, singleUseTokenColumns } from '../auth/models.ts';

export interface AccountRecoveryTokenRow
  extends Model<InferAttributes<AccountRecoveryTokenRow>, InferCreationAttributes<AccountRecoveryTokenRow>>,
    SingleUseToken {}

export interface LoginFailureRow
  extends Model<InferAttributes<LoginFailureRow>, InferCreationAttributes<LoginFailureRow>> {
  id: CreationOptional<number>;
  userId: number;
  ip: string | null;
  at: Date;
}

export interface RateLimitRow
  extends Model<InferAttributes<RateLimitRow>, InferCreationAttributes<RateLimitRow>> {
  key: string;
  points: CreationOptional<number>;
  expire: number | null;
}

export interface StaffRecoveryCodeRow
  extends Model<InferAttributes<StaffRecoveryCodeRow>, InferCreationAttributes<StaffRecoveryCodeRow>> {
  id: CreationOptional<number>;
  userId: number;
  codeHash: string;
  usedAt: Date | null;
  createdAt: CreationOptional<Date>;
}

export interface UserSecurityRow
  extends Model<InferAttributes<UserSecurityRow>, InferCreationAttributes<UserSecurityRow>> {
  userId: number;
  pinHash: string | null;
  pinFailures: CreationOptional<number>;
  pinBlockedAt: Date | null;
  totpSecret: string | null;
  totpPendingSecret: string | null;
  totpEnabledAt: Date | null;
  totpLastStep: number | null;
  updatedAt: CreationOptional<Date>;
}

export function defineSecurityModels(sequelize: Sequelize) {
  const AccountRecoveryToken = sequelize.define<AccountRecoveryTokenRow>(
    'AccountRecoveryToken',
    singleUseTokenColumns(),
    { tableName: 'account_recovery_tokens', timestamps: false },
  );
  const LoginFailure = sequelize.define<LoginFailureRow>(
    'LoginFailure',
    {
      id: { type: DataTypes.BIGINT, primaryKey: true, autoIncrement: true, allowNull: false },
      userId: { type: DataTypes.BIGINT, allowNull: false },
      ip: { type: DataTypes.TEXT },
      at: { type: DataTypes.DATE, allowNull: false },
    },
    { tableName: 'login_failures', timestamps: false },
  );
  const RateLimit = sequelize.define<RateLimitRow>(
    'RateLimit',
    {
      key: { type: DataTypes.STRING, primaryKey: true, allowNull: false },
      points: { type: DataTypes.INTEGER, allowNull: false, defaultValue: databaseDefault },
      expire: { type: DataTypes.BIGINT },
    },
    { tableName: 'rate_limits', timestamps: false },
  );
  const StaffRecoveryCode = sequelize.define<StaffRecoveryCodeRow>(
    'StaffRecoveryCode',
    {
      id: { type: DataTypes.BIGINT, primaryKey: true, autoIncrement: true, allowNull: false },
      userId: { type: DataTypes.BIGINT, allowNull: false },
      codeHash: { type: DataTypes.TEXT, allowNull: false },
      usedAt: { type: DataTypes.DATE },
      createdAt: { type: DataTypes.DATE, allowNull: false, defaultValue: databaseDefault },
    },
    { tableName: 'staff_recovery_codes', timestamps: false },
  );
  const UserSecurity = sequelize.define<UserSecurityRow>(
    'UserSecurity',
    {
      userId: { type: DataTypes.BIGINT, primaryKey: true, allowNull: false },
      pinHash: { type: DataTypes.TEXT },
      pinFailures: { type: DataTypes.INTEGER, allowNull: false, defaultValue: databaseDefault },
      pinBlockedAt: { type: DataTypes.DATE },
      totpSecret: { type: DataTypes.TEXT },
      totpPendingSecret: { type: DataTypes.TEXT },
      totpEnabledAt: { type: DataTypes.DATE },
      totpLastStep: { type: DataTypes.BIGINT },
      updatedAt: { type: DataTypes.DATE, allowNull: false, defaultValue: databaseDefault },
    },
    { tableName: 'user_security', timestamps: false },
  );
  return { AccountRecoveryToken, LoginFailure, RateLimit, StaffRecoveryCode, UserSecurity };
}

export function associateSecurityModels(m: Models): void {
  m.AccountRecoveryToken.belongsTo(m.User, { as: 'user', foreignKey: 'userId' });
  m.LoginFailure.belongsTo(m.User, { as: 'user', foreignKey: 'userId' });
  m.StaffRecoveryCode.belongsTo(m.User, { as: 'user', foreignKey: 'userId' });
  m.UserSecurity.belongsTo(m.User, { as: 'user', foreignKey: 'userId' });
}
