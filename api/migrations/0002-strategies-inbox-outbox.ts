import type { QueryInterface } from 'sequelize';

export async function up(queryInterface: QueryInterface): Promise<void> {
  await queryInterface.sequelize.query(`
    CREATE TABLE strategies (
      code          text PRIMARY KEY CHECK (code LIKE 'M-%'),
      name          jsonb NOT NULL,
      type          jsonb NOT NULL,
      summary       jsonb NOT NULL,
      risk_level    smallint NOT NULL CHECK (risk_level BETWEEN 1 AND 8),
      min_band      text NOT NULL CHECK (min_band IN ('LOW', 'MODERATE', 'HIGH', 'VERY_HIGH')),
      sort_order    smallint NOT NULL,
      created_at    timestamptz NOT NULL DEFAULT now(),
      updated_at    timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE inbox_items (
      id              bigserial PRIMARY KEY,
      reference       text NOT NULL UNIQUE,
      kind            text NOT NULL CHECK (kind IN ('CONTACT', 'COMPLAINT')),
      name            text,
      email           text NOT NULL,
      phone           text NOT NULL,
      topic           text,
      problem_type    text,
      detail          text,
      language        text NOT NULL CHECK (language IN ('th', 'en')),
      attachment_key  text,
      attachment_name text,
      attachment_type text,
      attachment_size integer,
      status          text NOT NULL DEFAULT 'NEW' CHECK (status IN ('NEW', 'IN_PROGRESS', 'CLOSED')),
      assignee_id     bigint REFERENCES users (id),
      ip              text,
      user_agent      text,
      created_at      timestamptz NOT NULL DEFAULT now(),
      updated_at      timestamptz NOT NULL DEFAULT now(),
      CHECK (kind <> 'CONTACT' OR (name IS NOT NULL AND topic IS NOT NULL)),
      CHECK (kind <> 'COMPLAINT' OR (problem_type IS NOT NULL AND detail IS NOT NULL AND attachment_key IS NOT NULL))
    );
    CREATE INDEX inbox_items_status_idx ON inbox_items (status, created_at DESC);

    CREATE TABLE inbox_notes (
      id          bigserial PRIMARY KEY,
      item_id     bigint NOT NULL REFERENCES inbox_items (id) ON DELETE CASCADE,
      author_id   bigint NOT NULL REFERENCES users (id),
      body        text NOT NULL,
      created_at  timestamptz NOT NULL DEFAULT now()
    );

    -- Transactional outbox: written in the same transaction as the change, sent by the worker.
    CREATE TABLE outbox_messages (
      id          bigserial PRIMARY KEY,
      channel     text NOT NULL CHECK (channel IN ('email')),
      recipient   text NOT NULL,
      subject     text NOT NULL,
      body_text   text NOT NULL,
      body_html   text,
      template    text NOT NULL,
      created_at  timestamptz NOT NULL DEFAULT now(),
      sent_at     timestamptz,
      attempts    integer NOT NULL DEFAULT 0,
      next_try_at timestamptz NOT NULL DEFAULT now(),
      last_error  text
    );
    CREATE INDEX outbox_messages_pending_idx ON outbox_messages (next_try_at) WHERE sent_at IS NULL;

    -- rate-limiter-flexible's Postgres store, shared by every API replica.
    CREATE TABLE rate_limits (
      key     varchar(255) PRIMARY KEY,
      points  integer NOT NULL DEFAULT 0,
      expire  bigint
    );
  `);
}
