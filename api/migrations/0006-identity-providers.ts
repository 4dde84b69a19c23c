import type { QueryInterface } from 'sequelize';

export async function up(queryInterface: QueryInterface): Promise<void> {
  await queryInterface.sequelize.query(`
    -- An account at a third-party provider linked to a local user: the provider's stable subject id, never
    -- the e-mail, identifies it (an e-mail can change hands at the provider).
    CREATE TABLE user_identities (
      id          bigserial PRIMARY KEY,
      user_id     bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      provider    text NOT NULL
                  CHECK (provider IN ('google', 'merkle-google', 'apple', 'true-money', 'merkle', 'line')),
      subject     text NOT NULL,
      email       text,
      created_at  timestamptz NOT NULL,
      UNIQUE (provider, subject)
    );
    CREATE INDEX user_identities_user_idx ON user_identities (user_id);

    -- The wallet app's login answers allowInvest (spec §6); false forbids investing.
    ALTER TABLE users
      ADD COLUMN true_money_id text UNIQUE,
      ADD COLUMN allow_invest  boolean NOT NULL DEFAULT true;
  `);
}
