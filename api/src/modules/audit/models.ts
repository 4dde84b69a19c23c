// The audit module's tables as Sequelize models (the migrations define the tables; models-match-tables.test.ts
// checks each model against its table).
import type { CreationOptional, InferAttributes, InferCreationAttributes, Model, Sequelize } from 'sequelize';
import { DataTypes } from 'sequelize';
import type { Models } from '../../models.ts';
import { databaseDefault } from '../../platform/model-defaults.ts';

export interface AuditEntryRow
  extends Model<InferAttributes<AuditEntryRow>, InferCreationAttributes<AuditEntryRow>> {
  id: CreationOptional<number>;
  actorId: number | null;
  action: string;
  subject: string;
  before: unknown | null;
  after: unknown | null;
  requestId: string | null;
  createdAt: CreationOptional<Date>;
  ip: string | null;
  userAgent: string | null;
}

export function defineAuditModels(sequelize: Sequelize) {
  const AuditEntry = sequelize.define<AuditEntryRow>(
    'AuditEntry',
    {
      id: { type: DataTypes.BIGINT, primaryKey: true, autoIncrement: true, allowNull: false },
      actorId: { type: DataTypes.BIGINT },
      action: { type: DataTypes.TEXT, allowNull: false },
      subject: { type: DataTypes.TEXT, allowNull: false },
      before: { type: DataTypes.JSONB },
      after: { type: DataTypes.JSONB },
      requestId: { type: DataTypes.TEXT },
      createdAt: { type: DataTypes.DATE, allowNull: false, defaultValue: databaseDefault },
      ip: { type: DataTypes.TEXT },
      userAgent: { type: DataTypes.TEXT },
    },
    { tableName: 'audit_log', timestamps: false },
  );
  return { AuditEntry };
}

export function associateAuditModels(m: Models): void {
  m.AuditEntry.belongsTo(m.User, { as: 'actor', foreignKey: 'actorId' });
}
