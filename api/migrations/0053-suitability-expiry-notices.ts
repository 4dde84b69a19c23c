import type { QueryInterface } from 'sequelize';

export async function up(queryInterface: QueryInterface): Promise<void> {
  await queryInterface.sequelize.query(`
    -- The e-mail telling an investor that their suitability assessment expires within 30 days, once per assessment
    -- (keyed by its answer): a daily run never tells twice, and a redone assessment is told again when its turn comes.
    CREATE TABLE suitability_expiry_notices (
      answer_id   bigint PRIMARY KEY REFERENCES questionnaire_answers (id),
      user_id     bigint NOT NULL REFERENCES users (id),
      expires_at  timestamptz NOT NULL,
      notified_at timestamptz NOT NULL
    );
  `);
}
