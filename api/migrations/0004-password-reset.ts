import type { QueryInterface } from 'sequelize';

export async function up(queryInterface: QueryInterface): Promise<void> {
  await queryInterface.sequelize.query(`
    -- Reset links carry a random token; only its hash is kept. Single use, 30 minutes.
    CREATE TABLE password_reset_tokens (
      id          bigserial PRIMARY KEY,
      user_id     bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      token_hash  text NOT NULL UNIQUE,
      created_at  timestamptz NOT NULL,
      expires_at  timestamptz NOT NULL,
      used_at     timestamptz
    );
  `);
}
