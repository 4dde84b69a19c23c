import type { QueryInterface } from 'sequelize';

export async function up(queryInterface: QueryInterface): Promise<void> {
  await queryInterface.sequelize.query(`
    -- Errors the front ends caught in a browser (errorEndpoint flag). No IP, no query string, no personal data:
    -- only the signed-in user's id when there was a session, so support can ask them what they were doing.
    CREATE TABLE client_errors (
      id          bigserial PRIMARY KEY,
      app         text NOT NULL CHECK (app IN ('portal', 'backoffice', 'site')),
      message     text NOT NULL,
      stack       text,
      path        text NOT NULL,
      release     text NOT NULL,
      user_agent  text,
      user_id     bigint REFERENCES users (id),
      created_at  timestamptz NOT NULL
    );
    CREATE INDEX client_errors_created_at ON client_errors (created_at DESC);
    CREATE INDEX client_errors_app_message ON client_errors (app, message);
  `);
}
