import type { QueryInterface } from 'sequelize';

export async function up(queryInterface: QueryInterface): Promise<void> {
  await queryInterface.sequelize.query(`
    -- What the provider simulators hand out (Apple's authorization codes, LINE's and the wallet's access tokens) and
    -- later take back: kept here, not in one process's memory, so a code issued through one API replica is
    -- redeemed at another. Only a hash of the secret is kept; a code is deleted when redeemed.
    CREATE TABLE simulator_grants (
      kind        text NOT NULL CHECK (kind IN ('APPLE_CODE', 'LINE_TOKEN', 'TRUE_MONEY_TOKEN')),
      token_hash  text NOT NULL,
      payload     jsonb NOT NULL,
      expires_at  timestamptz NOT NULL,
      PRIMARY KEY (kind, token_hash)
    );
    CREATE INDEX simulator_grants_expires_at ON simulator_grants (expires_at);
    -- One signing key per simulated provider for the whole deployment: a token signed by one replica verifies
    -- against the key set another replica publishes. Simulators never run in production.
    CREATE TABLE simulator_signing_keys (
      provider     text PRIMARY KEY,
      kid          text NOT NULL,
      private_jwk  jsonb NOT NULL,
      public_jwk   jsonb NOT NULL,
      created_at   timestamptz NOT NULL DEFAULT now()
    );
    -- The request that queued a message: the worker's log lines about sending it carry the same id as the API's.
    ALTER TABLE outbox_messages ADD COLUMN request_id text;
  `);
}
