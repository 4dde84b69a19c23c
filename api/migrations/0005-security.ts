import type { QueryInterface } from 'sequelize';

export async function up(queryInterface: QueryInterface): Promise<void> {
  await queryInterface.sequelize.query(`
    -- One row per user who set a PIN or started 2FA. The PIN is kept only as an argon2 hash; the TOTP secret is
    -- never answered again once enrolment has started.
    CREATE TABLE user_security (
      user_id              bigint PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
      pin_hash             text,
      pin_failures         integer NOT NULL DEFAULT 0 CHECK (pin_failures >= 0),
      pin_blocked_at       timestamptz,
      totp_secret          text,
      totp_pending_secret  text,
      totp_enabled_at      timestamptz,
      -- The last TOTP time step accepted, so a code cannot be replayed within its 30 seconds.
      totp_last_step       bigint,
      updated_at           timestamptz NOT NULL DEFAULT now()
    );

    -- Links in the account-locked e-mail; only the token's hash is kept. Single use, 30 minutes.
    CREATE TABLE account_recovery_tokens (
      id          bigserial PRIMARY KEY,
      user_id     bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      token_hash  text NOT NULL UNIQUE,
      created_at  timestamptz NOT NULL,
      expires_at  timestamptz NOT NULL,
      used_at     timestamptz
    );
    CREATE INDEX account_recovery_tokens_user_idx ON account_recovery_tokens (user_id);
  `);
}
