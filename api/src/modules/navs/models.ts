// The navs module's table as a Sequelize model (the migrations define the tables; models-match-tables.test.ts
// checks each model against its table).
import type { CreationOptional, InferAttributes, InferCreationAttributes, Model, Sequelize } from 'sequelize';
import { DataTypes } from 'sequelize';
import type { Models } from '../../models.ts';
import { databaseDefault } from '../../platform/model-defaults.ts';

export interface StrategyNavRow
  extends Model<InferAttributes<StrategyNavRow>, InferCreationAttributes<StrategyNavRow>> {
  strategyCode: string;
  navDate: string;
  nav: string;
  status: CreationOptional<string>;
  demo: CreationOptional<boolean>;
  enteredBy: number | null;
  enteredAt: CreationOptional<Date>;
  approvedBy: number | null;
  approvedAt: Date | null;
  rejectReason: string | null;
}

export function defineNavsModels(sequelize: Sequelize) {
  const StrategyNav = sequelize.define<StrategyNavRow>(
    'StrategyNav',
    {
      strategyCode: { type: DataTypes.TEXT, primaryKey: true, allowNull: false },
      navDate: { type: DataTypes.DATEONLY, primaryKey: true, allowNull: false },
      nav: { type: DataTypes.DECIMAL, allowNull: false },
      status: { type: DataTypes.TEXT, allowNull: false, defaultValue: databaseDefault },
      demo: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: databaseDefault },
      enteredBy: { type: DataTypes.BIGINT },
      enteredAt: { type: DataTypes.DATE, allowNull: false, defaultValue: databaseDefault },
      approvedBy: { type: DataTypes.BIGINT },
      approvedAt: { type: DataTypes.DATE },
      rejectReason: { type: DataTypes.TEXT },
    },
    { tableName: 'strategy_navs', timestamps: false },
  );
  return { StrategyNav };
}

export function associateNavsModels(m: Models): void {
  m.StrategyNav.belongsTo(m.Strategy, { as: 'strategy', foreignKey: 'strategyCode' });
  m.StrategyNav.belongsTo(m.User, { as: 'enteredByUser', foreignKey: 'enteredBy' });
  m.StrategyNav.belongsTo(m.User, { as: 'approvedByUser', foreignKey: 'approvedBy' });
}
