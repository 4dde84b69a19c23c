// The inbox module's tables as Sequelize models (the migrations define the tables; models-match-tables.test.ts
// checks each model against its table).
import type { CreationOptional, InferAttributes, InferCreationAttributes, Model, Sequelize } from 'sequelize';
import { DataTypes } from 'sequelize';
import type { Models } from '../../models.ts';
import { databaseDefault } from '../../platform/model-defaults.ts';

export interface InboxItemRow
  extends Model<InferAttributes<InboxItemRow>, InferCreationAttributes<InboxItemRow>> {
  id: CreationOptional<number>;
  reference: string;
  kind: string;
  name: string | null;
  email: string;
  phone: string | null;
  topic: string | null;
  problemType: string | null;
  detail: string | null;
  language: string;
  attachmentKey: string | null;
  attachmentName: string | null;
  attachmentType: string | null;
  attachmentSize: number | null;
  status: CreationOptional<string>;
  assigneeId: number | null;
  ip: string | null;
  userAgent: string | null;
  createdAt: CreationOptional<Date>;
  updatedAt: CreationOptional<Date>;
  userId: number | null;
  statementMonth: string | null;
}

export interface InboxNoteRow
  extends Model<InferAttributes<InboxNoteRow>, InferCreationAttributes<InboxNoteRow>> {
  id: CreationOptional<number>;
  itemId: number;
  authorId: number;
  body: string;
  createdAt: CreationOptional<Date>;
}

export function defineInboxModels(sequelize: Sequelize) {
  const InboxItem = sequelize.define<InboxItemRow>(
    'InboxItem',
    {
      id: { type: DataTypes.BIGINT, primaryKey: true, autoIncrement: true, allowNull: false },
      reference: { type: DataTypes.TEXT, allowNull: false },
      kind: { type: DataTypes.TEXT, allowNull: false },
      name: { type: DataTypes.TEXT },
      email: { type: DataTypes.TEXT, allowNull: false },
      phone: { type: DataTypes.TEXT },
      topic: { type: DataTypes.TEXT },
      problemType: { type: DataTypes.TEXT },
      detail: { type: DataTypes.TEXT },
      language: { type: DataTypes.TEXT, allowNull: false },
      attachmentKey: { type: DataTypes.TEXT },
      attachmentName: { type: DataTypes.TEXT },
      attachmentType: { type: DataTypes.TEXT },
      attachmentSize: { type: DataTypes.INTEGER },
      status: { type: DataTypes.TEXT, allowNull: false, defaultValue: databaseDefault },
      assigneeId: { type: DataTypes.BIGINT },
      ip: { type: DataTypes.TEXT },
      userAgent: { type: DataTypes.TEXT },
      createdAt: { type: DataTypes.DATE, allowNull: false, defaultValue: databaseDefault },
      updatedAt: { type: DataTypes.DATE, allowNull: false, defaultValue: databaseDefault },
      userId: { type: DataTypes.BIGINT },
      statementMonth: { type: DataTypes.TEXT },
    },
    { tableName: 'inbox_items', timestamps: false },
  );
  const InboxNote = sequelize.define<InboxNoteRow>(
    'InboxNote',
    {
      id: { type: DataTypes.BIGINT, primaryKey: true, autoIncrement: true, allowNull: false },
      itemId: { type: DataTypes.BIGINT, allowNull: false },
      authorId: { type: DataTypes.BIGINT, allowNull: false },
      body: { type: DataTypes.TEXT, allowNull: false },
      createdAt: { type: DataTypes.DATE, allowNull: false, defaultValue: databaseDefault },
    },
    { tableName: 'inbox_notes', timestamps: false },
  );
  return { InboxItem, InboxNote };
}

export function associateInboxModels(m: Models): void {
  m.InboxItem.belongsTo(m.User, { as: 'assignee', foreignKey: 'assigneeId' });
  m.InboxItem.belongsTo(m.User, { as: 'user', foreignKey: 'userId' });
  m.InboxNote.belongsTo(m.InboxItem, { as: 'item', foreignKey: 'itemId' });
  m.InboxNote.belongsTo(m.User, { as: 'author', foreignKey: 'authorId' });
}
