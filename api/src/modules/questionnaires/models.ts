// The questionnaires module's tables as Sequelize models (the migrations define the tables; models-match-tables.test.ts
// checks each model against its table).
import type { CreationOptional, InferAttributes, InferCreationAttributes, Model, Sequelize } from 'sequelize';
import { DataTypes } from 'sequelize';
import type { Models } from '../../models.ts';
import { databaseDefault } from '../../platform/model-defaults.ts';

export interface QuestionnaireAnswerRow
  extends Model<InferAttributes<QuestionnaireAnswerRow>, InferCreationAttributes<QuestionnaireAnswerRow>> {
  id: CreationOptional<number>;
  userId: number;
  kind: string;
  version: number;
  answers: unknown;
  result: unknown;
  createdAt: Date;
}

export interface QuestionnaireRow
  extends Model<InferAttributes<QuestionnaireRow>, InferCreationAttributes<QuestionnaireRow>> {
  kind: string;
  version: number;
  content: unknown;
  createdAt: CreationOptional<Date>;
}

export interface SuitabilityExpiryNoticeRow
  extends Model<
    InferAttributes<SuitabilityExpiryNoticeRow>,
    InferCreationAttributes<SuitabilityExpiryNoticeRow>
  > {
  answerId: number;
  userId: number;
  expiresAt: Date;
  notifiedAt: Date;
}

export function defineQuestionnairesModels(sequelize: Sequelize) {
  const QuestionnaireAnswer = sequelize.define<QuestionnaireAnswerRow>(
    'QuestionnaireAnswer',
    {
      id: { type: DataTypes.BIGINT, primaryKey: true, autoIncrement: true, allowNull: false },
      userId: { type: DataTypes.BIGINT, allowNull: false },
      kind: { type: DataTypes.TEXT, allowNull: false },
      version: { type: DataTypes.INTEGER, allowNull: false },
      answers: { type: DataTypes.JSONB, allowNull: false },
      result: { type: DataTypes.JSONB, allowNull: false },
      createdAt: { type: DataTypes.DATE, allowNull: false },
    },
    { tableName: 'questionnaire_answers', timestamps: false },
  );
  const Questionnaire = sequelize.define<QuestionnaireRow>(
    'Questionnaire',
    {
      kind: { type: DataTypes.TEXT, primaryKey: true, allowNull: false },
      version: { type: DataTypes.INTEGER, primaryKey: true, allowNull: false },
      content: { type: DataTypes.JSONB, allowNull: false },
      createdAt: { type: DataTypes.DATE, allowNull: false, defaultValue: databaseDefault },
    },
    { tableName: 'questionnaires', timestamps: false },
  );
  const SuitabilityExpiryNotice = sequelize.define<SuitabilityExpiryNoticeRow>(
    'SuitabilityExpiryNotice',
    {
      answerId: { type: DataTypes.BIGINT, primaryKey: true, allowNull: false },
      userId: { type: DataTypes.BIGINT, allowNull: false },
      expiresAt: { type: DataTypes.DATE, allowNull: false },
      notifiedAt: { type: DataTypes.DATE, allowNull: false },
    },
    { tableName: 'suitability_expiry_notices', timestamps: false },
  );
  return { QuestionnaireAnswer, Questionnaire, SuitabilityExpiryNotice };
}

export function associateQuestionnairesModels(m: Models): void {
  m.QuestionnaireAnswer.belongsTo(m.User, { as: 'user', foreignKey: 'userId' });
  // QuestionnaireAnswer → Questionnaire by (kind, version): a composite key, which Sequelize associations cannot express.
  m.SuitabilityExpiryNotice.belongsTo(m.QuestionnaireAnswer, { as: 'answer', foreignKey: 'answerId' });
  m.SuitabilityExpiryNotice.belongsTo(m.User, { as: 'user', foreignKey: 'userId' });
}
