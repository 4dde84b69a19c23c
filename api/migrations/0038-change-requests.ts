import type { QueryInterface } from 'sequelize';

export async function up(queryInterface: QueryInterface): Promise<void> {
  await queryInterface.sequelize.query(`
    -- DESIGN §4 "Servicing": after approval, material personal data (occupation, income, source of funds,
    -- beneficiary, nationality) and the bank account change only through a request that compliance decides.
    -- before/after hold only the fields that change, so staff see them side by side.
    CREATE TABLE change_requests (
      id             bigserial PRIMARY KEY,
      user_id        bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      kind           text NOT NULL CHECK (kind IN ('PROFILE', 'BANK_ACCOUNT')),
      status         text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'APPROVED', 'REJECTED')),
      before         jsonb NOT NULL,
      after          jsonb NOT NULL,
      edd_required   boolean NOT NULL DEFAULT false,
      file_ids       jsonb NOT NULL DEFAULT '[]'::jsonb,
      reason         text,
      decided_by     bigint REFERENCES users (id),
      decided_at     timestamptz,
      created_at     timestamptz NOT NULL DEFAULT now(),
      updated_at     timestamptz NOT NULL DEFAULT now()
    );
    -- One open request per investor and kind, even under concurrent requests.
    CREATE UNIQUE INDEX change_requests_open_idx ON change_requests (user_id, kind) WHERE status = 'PENDING';
    CREATE INDEX change_requests_queue_idx ON change_requests (status, created_at);
  `);
}
