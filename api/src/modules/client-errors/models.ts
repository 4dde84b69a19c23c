// The client errors module's tables as Sequelize models (the migrations define the tables; models-match-tables.test.ts
// checks each model against its table).
import type { CreationOptional, InferAttributes, InferCreationAttributes, Model, Sequelize } from 'sequelize';
import { DataTypes } from 'sequelize';
import type { Models } from '../../models.ts';

export interface ClientErrorRow
  extends Model<InferAttributes<ClientErrorRow>, InferCreationAttributes<ClientErrorRow>> {
  id: CreationOptional<number>;
  app: string;
  message: string;
  stack: string | null;
  path: string;
  release: string;
  userAgent: string | null;
  userId: number | null;
  createdAt: Date;
}

export function defineClientErrorsModels(sequelize: Sequelize) {
  const ClientError = sequelize.define<ClientErrorRow>(
    'ClientError',
    {
      id: { type: DataTypes.BIGINT, primaryKey: true, autoIncrement: true, allowNull: false },
      app: { type: DataTypes.TEXT, allowNull: false },
      message: { type: DataTypes.TEXT, allowNull: false },
      stack: { type: DataTypes.TEXT },
      path: { type: DataTypes.TEXT, allowNull: false },
      release: { type: DataTypes.TEXT, allowNull: false },
      userAgent: { type: DataTypes.TEXT },
      userId: { type: DataTypes.BIGINT },
      createdAt: { type: DataTypes.DATE, allowNull: false },
    },
    { tableName: 'client_errors', timestamps: false },
  );
  return { ClientError };
}

export function associateClientErrorsModels(m: Models): void {
  m.ClientError.belongsTo(m.User, { as: 'user', foreignKey: 'userId' });
}
