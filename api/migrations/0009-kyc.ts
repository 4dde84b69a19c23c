import type { QueryInterface } from 'sequelize';

export async function up(queryInterface: QueryInterface): Promise<void> {
  await queryInterface.sequelize.query(`
    -- Identity photos and due-diligence documents. The bytes live in the file store under storage_key,
    -- never in a web root; this row says whose they are and what they were checked to be.
    CREATE TABLE kyc_files (
      id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id     bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      kind        text NOT NULL CHECK (kind IN ('ID_FRONT', 'ID_BACK', 'SELFIE', 'EDD_STATEMENT', 'EDD_SUPPORT')),
      storage_key text NOT NULL,
      mime_type   text NOT NULL CHECK (mime_type IN ('image/jpeg', 'image/png', 'application/pdf')),
      size_bytes  integer NOT NULL,
      width       integer,
      height      integer,
      created_at  timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX kyc_files_user_kind_idx ON kyc_files (user_id, kind, created_at DESC);

    -- One row per investor: each form's accepted answer, the draft being typed (kept even when it does not
    -- validate yet), and the outcome of each check.
    CREATE TABLE kyc_profiles (
      user_id           bigint PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
      identity          jsonb,
      identity_draft    jsonb,
      identity_status   text NOT NULL DEFAULT 'WAITING'
        CHECK (identity_status IN ('WAITING', 'PENDING', 'REVIEW', 'PENDING_REJECT', 'REJECT', 'VERIFIED', 'BLOCKED')),
      pass_dopa         boolean NOT NULL DEFAULT false,
      dopa_checked_at   timestamptz,
      liveness_status   text NOT NULL DEFAULT 'WAITING'
        CHECK (liveness_status IN ('WAITING', 'PENDING', 'REVIEW', 'PENDING_REJECT', 'REJECT', 'VERIFIED', 'BLOCKED')),
      liveness_provider text,
      liveness_score    numeric(5,4),
      liveness_file_id  uuid REFERENCES kyc_files (id),
      general           jsonb,
      general_draft     jsonb,
      personal          jsonb,
      personal_draft    jsonb,
      personal_status   text NOT NULL DEFAULT 'WAITING'
        CHECK (personal_status IN ('WAITING', 'PENDING', 'REVIEW', 'PENDING_REJECT', 'REJECT', 'VERIFIED', 'BLOCKED')),
      created_at        timestamptz NOT NULL DEFAULT now(),
      updated_at        timestamptz NOT NULL DEFAULT now()
    );
    -- Looked up by national ID (staff search, one person one account), never logged.
    CREATE INDEX kyc_profiles_national_id_idx ON kyc_profiles ((identity ->> 'nationalId'));

    -- The account redemptions are paid to. Once staff have verified it, a different account is a change
    -- request, not an overwrite.
    CREATE TABLE kyc_bank_accounts (
      user_id        bigint PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
      bank_code      text NOT NULL,
      account_number text NOT NULL,
      account_name   text NOT NULL,
      status         text NOT NULL DEFAULT 'PENDING'
        CHECK (status IN ('WAITING', 'PENDING', 'REVIEW', 'PENDING_REJECT', 'REJECT', 'VERIFIED', 'BLOCKED')),
      verified_at    timestamptz,
      created_at     timestamptz NOT NULL DEFAULT now(),
      updated_at     timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE kyc_bank_change_requests (
      id             bigserial PRIMARY KEY,
      user_id        bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      bank_code      text NOT NULL,
      account_number text NOT NULL,
      account_name   text NOT NULL,
      status         text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'APPROVED', 'REJECTED', 'SUPERSEDED')),
      created_at     timestamptz NOT NULL DEFAULT now(),
      decided_at     timestamptz
    );
    -- At most one open request per investor: a new one supersedes the old.
    CREATE UNIQUE INDEX kyc_bank_change_requests_open_idx ON kyc_bank_change_requests (user_id) WHERE status = 'PENDING';

    -- Desktop → phone: a short-lived, single-use token that signs the phone in to the same account. Only its
    -- hash is kept.
    CREATE TABLE kyc_handoff_tokens (
      token_hash  text PRIMARY KEY,
      user_id     bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      expires_at  timestamptz NOT NULL,
      used_at     timestamptz,
      created_at  timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX kyc_handoff_tokens_user_idx ON kyc_handoff_tokens (user_id, created_at DESC);
  `);
}
