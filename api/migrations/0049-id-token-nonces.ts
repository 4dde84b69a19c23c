import type { QueryInterface } from 'sequelize';

export async function up(queryInterface: QueryInterface): Promise<void> {
  await queryInterface.sequelize.query(`
    -- The nonce of every id token that has opened a session, kept until the token has expired: the same token (or
    -- another one carrying the same nonce for the same account) cannot open a second session. The portal makes a
    -- fresh 256-bit nonce for every sign-in, so a nonce seen twice for one account is a replay.
    CREATE TABLE used_id_token_nonces (
      issuer      text NOT NULL,
      subject     text NOT NULL,
      nonce_hash  text NOT NULL,
      expires_at  timestamptz NOT NULL,
      PRIMARY KEY (issuer, subject, nonce_hash)
    );
    CREATE INDEX used_id_token_nonces_expires_at ON used_id_token_nonces (expires_at);
  `);
}
