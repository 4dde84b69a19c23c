// The fx rates module's tables as Sequelize models (the migrations define the tables; models-match-tables.test.ts
// checks each model against its table).
import type { InferAttributes, InferCreationAttributes, Model, Sequelize } from 'sequelize';
import { DataTypes } from 'sequelize';
import type { Models } from '../../models.ts';

export interface FxRateRow extends Model<InferAttributes<FxRateRow>, InferCreationAttributes<FxRateRow>> {
  rateDate: string;
  rate: string;
  status: string;
  enteredBy: number;
  enteredAt: Date;
  approvedBy: number | null;
  approvedAt: Date | null;
  rejectReason: string | null;
}

export function defineFxRatesModels(sequelize: Sequelize) {
  const FxRate = sequelize.define<FxRateRow>(
    'FxRate',
    {
      rateDate: { type: DataTypes.DATEONLY, primaryKey: true, allowNull: false },
      rate: { type: DataTypes.DECIMAL, allowNull: false },
      status: { type: DataTypes.TEXT, allowNull: false },
      enteredBy: { type: DataTypes.BIGINT, allowNull: false },
      enteredAt: { type: DataTypes.DATE, allowNull: false },
      approvedBy: { type: DataTypes.BIGINT },
      approvedAt: { type: DataTypes.DATE },
      rejectReason: { type: DataTypes.TEXT },
    },
    { tableName: 'fx_rates', timestamps: false },
  );
  return { FxRate };
}

export function associateFxRatesModels(m: Models): void {
  m.FxRate.belongsTo(m.User, { as: 'enteredByUser', foreignKey: 'enteredBy' });
  m.FxRate.belongsTo(m.User, { as: 'approvedByUser', foreignKey: 'approvedBy' });
}
