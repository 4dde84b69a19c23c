import type { QueryInterface } from 'sequelize';

export async function up(queryInterface: QueryInterface): Promise<void> {
  await queryInterface.sequelize.query(`
    CREATE TABLE sales_reps (
      code        text PRIMARY KEY CHECK (code ~ '^[A-Z]{2}[0-9]{4}$'),
      name        text NOT NULL,
      active      boolean NOT NULL DEFAULT true,
      created_at  timestamptz NOT NULL DEFAULT now()
    );

    ALTER TABLE users
      ADD COLUMN email_verified_at timestamptz,
      ADD COLUMN company_name      text,
      ADD COLUMN sale_code         text REFERENCES sales_reps (code),
      ADD COLUMN locked_at         timestamptz,
      ADD COLUMN locked_reason     text;

    -- Every consent a user gave or refused, with the policy version it was given for (PDPA).
    CREATE TABLE consents (
      id              bigserial PRIMARY KEY,
      user_id         bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      kind            text NOT NULL CHECK (kind IN ('PRIVACY_POLICY', 'TERMS', 'MARKETING')),
      policy_version  text NOT NULL,
      accepted        boolean NOT NULL,
      ip              text,
      created_at      timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX consents_user_idx ON consents (user_id);

    -- One-time codes are stored only as a hash.
    CREATE TABLE otp_codes (
      id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      email        text NOT NULL,
      action       text NOT NULL,
      channel      text NOT NULL CHECK (channel IN ('email', 'sms')),
      code_hash    text NOT NULL,
      attempts     integer NOT NULL DEFAULT 0,
      created_at   timestamptz NOT NULL,
      expires_at   timestamptz NOT NULL,
      consumed_at  timestamptz
    );
    CREATE INDEX otp_codes_lookup_idx ON otp_codes (lower(email), action, created_at DESC);

    CREATE TABLE login_failures (
      id        bigserial PRIMARY KEY,
      user_id   bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      ip        text,
      at        timestamptz NOT NULL
    );
    CREATE INDEX login_failures_user_at_idx ON login_failures (user_id, at DESC);

    ALTER TABLE outbox_messages DROP CONSTRAINT outbox_messages_channel_check;
    ALTER TABLE outbox_messages ADD CONSTRAINT outbox_messages_channel_check CHECK (channel IN ('email', 'sms'));

    -- The demo and existing accounts are verified already.
    UPDATE users SET email_verified_at = created_at WHERE email_verified_at IS NULL;
  `);
}
