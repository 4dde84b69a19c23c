import type { QueryInterface } from 'sequelize';

export async function up(queryInterface: QueryInterface): Promise<void> {
  await queryInterface.sequelize.query(`
    CREATE TABLE users (
      id            bigserial PRIMARY KEY,
      uuid          uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
      email         text NOT NULL,
      password_hash text,
      role          text CHECK (role IN ('compliance', 'operations', 'support', 'admin')),
      customer_type text NOT NULL DEFAULT 'INDIVIDUAL' CHECK (customer_type IN ('INDIVIDUAL', 'JURISTIC')),
      created_at    timestamptz NOT NULL DEFAULT now(),
      updated_at    timestamptz NOT NULL DEFAULT now()
    );
    CREATE UNIQUE INDEX users_email_key ON users (lower(email));

    CREATE TABLE sessions (
      id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id     bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      token_hash  text NOT NULL UNIQUE,
      created_at  timestamptz NOT NULL DEFAULT now(),
      expires_at  timestamptz NOT NULL,
      revoked_at  timestamptz
    );
    CREATE INDEX sessions_user_id_idx ON sessions (user_id);

    CREATE TABLE app_settings (
      key         text PRIMARY KEY,
      value       jsonb NOT NULL,
      updated_by  bigint REFERENCES users (id),
      created_at  timestamptz NOT NULL DEFAULT now(),
      updated_at  timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE feature_flags (
      name        text PRIMARY KEY,
      enabled     boolean NOT NULL,
      updated_by  bigint REFERENCES users (id),
      created_at  timestamptz NOT NULL DEFAULT now(),
      updated_at  timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE audit_log (
      id          bigserial PRIMARY KEY,
      actor_id    bigint REFERENCES users (id),
      action      text NOT NULL,
      subject     text NOT NULL,
      before      jsonb,
      after       jsonb,
      request_id  text,
      created_at  timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX audit_log_subject_idx ON audit_log (subject, created_at DESC);
  `);
}
