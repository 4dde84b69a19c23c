import type { QueryInterface } from 'sequelize';

export async function up(queryInterface: QueryInterface): Promise<void> {
  await queryInterface.sequelize.query(`
    -- The investor's signed contract: which version of the agreement texts was accepted, when, from where and
    -- with which browser, the hash of those texts and of the PDF kept in the file store under storage_key.
    -- A compliance rejection of the contract step turns the row REJECTED (it is kept as evidence) and the
    -- investor may sign again; at most one row per investor is SIGNED.
    CREATE TABLE kyc_contracts (
      id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id      bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      version      integer NOT NULL,
      status       text NOT NULL DEFAULT 'SIGNED' CHECK (status IN ('SIGNED', 'REJECTED')),
      signed_at    timestamptz NOT NULL,
      ip           text,
      user_agent   text,
      content_hash text NOT NULL CHECK (content_hash ~ '^[0-9a-f]{64}$'),
      pdf_sha256   text NOT NULL CHECK (pdf_sha256 ~ '^[0-9a-f]{64}$'),
      storage_key  text NOT NULL,
      size         integer NOT NULL CHECK (size > 0),
      rejected_at  timestamptz
    );
    CREATE UNIQUE INDEX kyc_contracts_signed_idx ON kyc_contracts (user_id) WHERE status = 'SIGNED';
    CREATE INDEX kyc_contracts_user_idx ON kyc_contracts (user_id, signed_at DESC);
  `);
}
