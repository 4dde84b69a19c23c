import type { QueryInterface } from 'sequelize';

export async function up(queryInterface: QueryInterface): Promise<void> {
  await queryInterface.sequelize.query(`
    -- Each questionnaire (suitability, FATCA, AML) as versioned data: a change of wording, options or scoring is
    -- a new version; the highest version of a kind is the one served. Rows are added by the seed, never edited.
    CREATE TABLE questionnaires (
      kind       text NOT NULL CHECK (kind IN ('suitability', 'fatca', 'aml')),
      version    integer NOT NULL CHECK (version > 0),
      content    jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (kind, version)
    );

    -- Every submission is kept with the version it answered (a retaken suitability adds a row); the latest row
    -- of a kind is the customer's current answer.
    CREATE TABLE questionnaire_answers (
      id         bigserial PRIMARY KEY,
      user_id    bigint NOT NULL REFERENCES users (id),
      kind       text NOT NULL,
      version    integer NOT NULL,
      answers    jsonb NOT NULL,
      result     jsonb NOT NULL,
      created_at timestamptz NOT NULL,
      FOREIGN KEY (kind, version) REFERENCES questionnaires (kind, version)
    );
    CREATE INDEX questionnaire_answers_latest_idx ON questionnaire_answers (user_id, kind, id DESC);

    -- Onboarding-policy blocks of a customer (DESIGN §4): one row per reason, kept once set.
    CREATE TABLE kyc_blocks (
      user_id    bigint NOT NULL REFERENCES users (id),
      reason     text NOT NULL CHECK (reason IN ('FATCA_US_PERSON', 'UNDER_AGE', 'DATA_MISMATCH', 'COMPANY_POLICY')),
      created_at timestamptz NOT NULL,
      PRIMARY KEY (user_id, reason)
    );
  `);
}
