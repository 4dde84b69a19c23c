import type { Language, StaffRole } from '@fund/domain';
import type { CreationOptional, InferAttributes, InferCreationAttributes, Model, Sequelize } from 'sequelize';
import { DataTypes } from 'sequelize';

export interface UserRow extends Model<InferAttributes<UserRow>, InferCreationAttributes<UserRow>> {
  id: CreationOptional<number>;
  uuid: CreationOptional<string>;
  email: string;
  passwordHash: string | null;
  role: StaffRole | null;
  customerType: 'INDIVIDUAL' | 'JURISTIC';
  language: CreationOptional<Language>;
  emailVerifiedAt: CreationOptional<Date | null>;
  createdAt: CreationOptional<Date>;
  updatedAt: CreationOptional<Date>;
}

export interface SessionRow extends Model<InferAttributes<SessionRow>, InferCreationAttributes<SessionRow>> {
  id: CreationOptional<string>;
  userId: number;
  tokenHash: string;
  expiresAt: Date;
  revokedAt: Date | null;
  /** When the session last answered a request (the clock's real time); staff sessions end when idle. */
  lastActiveAt: CreationOptional<Date | null>;
  createdAt: CreationOptional<Date>;
}

export function defineAuthModels(sequelize: Sequelize) {
  const User = sequelize.define<UserRow>(
    'User',
    {
      id: { type: DataTypes.BIGINT, primaryKey: true, autoIncrement: true },
      uuid: { type: DataTypes.UUID, defaultValue: DataTypes.UUIDV4 },
      email: { type: DataTypes.TEXT, allowNull: false },
      passwordHash: { type: DataTypes.TEXT },
      role: { type: DataTypes.TEXT },
      customerType: { type: DataTypes.TEXT, allowNull: false, defaultValue: 'INDIVIDUAL' },
      language: { type: DataTypes.TEXT, allowNull: false, defaultValue: 'th' },
      emailVerifiedAt: { type: DataTypes.DATE },
      createdAt: DataTypes.DATE,
      updatedAt: DataTypes.DATE,
    },
    { tableName: 'users' },
  );
  const Session = sequelize.define<SessionRow>(
    'Session',
    {
      id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
      userId: { type: DataTypes.BIGINT, allowNull: false },
      tokenHash: { type: DataTypes.TEXT, allowNull: false },
      expiresAt: { type: DataTypes.DATE, allowNull: false },
      revokedAt: { type: DataTypes.DATE },
      lastActiveAt: { type: DataTypes.DATE },
      createdAt: DataTypes.DATE,
    },
    { tableName: 'sessions', updatedAt: false },
  );
  Session.belongsTo(User, { as: 'user', foreignKey: 'userId' });
  return { User, Session };
}
