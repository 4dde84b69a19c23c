import type { QueryInterface } from 'sequelize';

export async function up(queryInterface: QueryInterface): Promise<void> {
  await queryInterface.sequelize.query(`
    -- A provider sign-in that would open a new account but came without the sign-up consents: the identity the
    -- provider has already verified waits here (its credential may be single-use) until the reader accepts them.
    -- Only a hash of the token handed to the browser is kept; a row is used once, then removed.
    CREATE TABLE pending_provider_sign_ins (
      id              bigserial PRIMARY KEY,
      token_hash      text NOT NULL UNIQUE,
      provider        text NOT NULL
                      CHECK (provider IN ('google', 'merkle-google', 'apple', 'true-money', 'merkle')),
      subject         text NOT NULL,
      email           text NOT NULL,
      true_money_id   text,
      allow_invest    boolean,
      expires_at      timestamptz NOT NULL,
      created_at      timestamptz NOT NULL
    );
    CREATE INDEX pending_provider_sign_ins_expires_idx ON pending_provider_sign_ins (expires_at);
  `);
}
