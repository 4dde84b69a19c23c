// The identity providers module's tables as Sequelize models (the migrations define the tables; models-match-tables.test.ts
// checks each model against its table).
import type { CreationOptional, InferAttributes, InferCreationAttributes, Model, Sequelize } from 'sequelize';
import { DataTypes } from 'sequelize';
import type { Models } from '../../models.ts';

export interface PendingProviderSignInRow
  extends Model<
    InferAttributes<PendingProviderSignInRow>,
    InferCreationAttributes<PendingProviderSignInRow>
  > {
  id: CreationOptional<number>;
  tokenHash: string;
  provider: string;
  subject: string;
  email: string;
  trueMoneyId: string | null;
  allowInvest: boolean | null;
  expiresAt: Date;
  createdAt: Date;
}

export interface UsedIdTokenNonceRow
  extends Model<InferAttributes<UsedIdTokenNonceRow>, InferCreationAttributes<UsedIdTokenNonceRow>> {
  issuer: string;
  subject: string;
  nonceHash: string;
  expiresAt: Date;
}

export interface UserIdentityRow
  extends Model<InferAttributes<UserIdentityRow>, InferCreationAttributes<UserIdentityRow>> {
  id: CreationOptional<number>;
  userId: number;
  provider: string;
  subject: string;
  email: string | null;
  createdAt: Date;
  name: string | null;
}

export function defineIdentityProvidersModels(sequelize: Sequelize) {
  const PendingProviderSignIn = sequelize.define<PendingProviderSignInRow>(
    'PendingProviderSignIn',
    {
      id: { type: DataTypes.BIGINT, primaryKey: true, autoIncrement: true, allowNull: false },
      tokenHash: { type: DataTypes.TEXT, allowNull: false },
      provider: { type: DataTypes.TEXT, allowNull: false },
      subject: { type: DataTypes.TEXT, allowNull: false },
      email: { type: DataTypes.TEXT, allowNull: false },
      trueMoneyId: { type: DataTypes.TEXT },
      allowInvest: { type: DataTypes.BOOLEAN },
      expiresAt: { type: DataTypes.DATE, allowNull: false },
      createdAt: { type: DataTypes.DATE, allowNull: false },
    },
    { tableName: 'pending_provider_sign_ins', timestamps: false },
  );
  const UsedIdTokenNonce = sequelize.define<UsedIdTokenNonceRow>(
    'UsedIdTokenNonce',
    {
      issuer: { type: DataTypes.TEXT, primaryKey: true, allowNull: false },
      subject: { type: DataTypes.TEXT, primaryKey: true, allowNull: false },
      nonceHash: { type: DataTypes.TEXT, primaryKey: true, allowNull: false },
      expiresAt: { type: DataTypes.DATE, allowNull: false },
    },
    { tableName: 'used_id_token_nonces', timestamps: false },
  );
  const UserIdentity = sequelize.define<UserIdentityRow>(
    'UserIdentity',
    {
      id: { type: DataTypes.BIGINT, primaryKey: true, autoIncrement: true, allowNull: false },
      userId: { type: DataTypes.BIGINT, allowNull: false },
      provider: { type: DataTypes.TEXT, allowNull: false },
      subject: { type: DataTypes.TEXT, allowNull: false },
      email: { type: DataTypes.TEXT },
      createdAt: { type: DataTypes.DATE, allowNull: false },
      name: { type: DataTypes.TEXT },
    },
    { tableName: 'user_identities', timestamps: false },
  );
  return { PendingProviderSignIn, UsedIdTokenNonce, UserIdentity };
}

export function associateIdentityProvidersModels(m: Models): void {
  m.UserIdentity.belongsTo(m.User, { as: 'user', foreignKey: 'userId' });
}
