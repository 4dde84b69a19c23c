// The portfolio module's tables as Sequelize models (the migrations define the tables; models-match-tables.test.ts
// checks each model against its table).
import type { InferAttributes, InferCreationAttributes, Model, Sequelize } from 'sequelize';
import { DataTypes } from 'sequelize';
import type { Models } from '../../models.ts';

export interface FavouriteRow
  extends Model<InferAttributes<FavouriteRow>, InferCreationAttributes<FavouriteRow>> {
  userId: number;
  strategyCode: string;
  createdAt: Date;
}

export function definePortfolioModels(sequelize: Sequelize) {
  const Favourite = sequelize.define<FavouriteRow>(
    'Favourite',
    {
      userId: { type: DataTypes.BIGINT, primaryKey: true, allowNull: false },
      strategyCode: { type: DataTypes.TEXT, primaryKey: true, allowNull: false },
      createdAt: { type: DataTypes.DATE, allowNull: false },
    },
    { tableName: 'favourites', timestamps: false },
  );
  return { Favourite };
}

export function associatePortfolioModels(m: Models): void {
  m.Favourite.belongsTo(m.User, { as: 'user', foreignKey: 'userId' });
  m.Favourite.belongsTo(m.Strategy, { as: 'strategy', foreignKey: 'strategyCode' });
}
