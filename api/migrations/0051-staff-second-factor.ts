import type { QueryInterface } from 'sequelize';

export async function up(queryInterface: QueryInterface): Promise<void> {
  await queryInterface.sequelize.query(`
    -- When the session last answered a request, on the clock's real time (see Clock.realNow): a staff session
    -- idle for 30 minutes ends.
    ALTER TABLE sessions ADD COLUMN last_active_at timestamptz;
    -- A staff member's one-time recovery codes, stored as SHA-256 hashes (each is 50 random bits, so a hash
    -- cannot be searched back); a code used at sign-in is marked and never accepted again.
    CREATE TABLE staff_recovery_codes (
      id bigserial PRIMARY KEY,
      user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      code_hash text NOT NULL,
      used_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX staff_recovery_codes_user ON staff_recovery_codes (user_id);
  `);
}
