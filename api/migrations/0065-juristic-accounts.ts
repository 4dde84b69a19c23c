import type { QueryInterface } from 'sequelize';

export async function up(queryInterface: QueryInterface): Promise<void> {
  await queryInterface.sequelize.query(`
    -- A company's account as customer service open it and compliance decide it (maker-checker). The authorised
    -- persons are the individuals who act for the company, each checked as the individual KYC checks a person.
    CREATE TABLE juristic_accounts (
      id                  bigserial PRIMARY KEY,
      company_name        text NOT NULL,
      company_name_en     text NOT NULL DEFAULT '',
      registration_number text NOT NULL CHECK (registration_number ~ '^[0-9]{13}$'),
      address             jsonb NOT NULL,
      authorised_persons  jsonb NOT NULL,
      -- The address the portal sign-in is created for on approval.
      email               text NOT NULL,
      language            text NOT NULL DEFAULT 'th' CHECK (language IN ('th', 'en')),
      risk_level          text NOT NULL CHECK (risk_level IN ('LOW', 'MODERATE', 'HIGH', 'VERY_HIGH')),
      risk_reason         text NOT NULL,
      status              text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'APPROVED', 'REJECTED')),
      prepared_by         bigint NOT NULL REFERENCES users (id),
      decided_by          bigint REFERENCES users (id),
      decided_at          timestamptz,
      reject_reason       text,
      user_id             bigint REFERENCES users (id),
      created_at          timestamptz NOT NULL,
      updated_at          timestamptz NOT NULL,
      CHECK (status <> 'APPROVED' OR user_id IS NOT NULL),
      CHECK (status <> 'REJECTED' OR reject_reason IS NOT NULL)
    );
    -- One company, one account: a number waiting for approval or approved cannot be opened again; a refused one can.
    CREATE UNIQUE INDEX juristic_accounts_registration_key ON juristic_accounts (registration_number)
      WHERE status <> 'REJECTED';
    CREATE UNIQUE INDEX juristic_accounts_user_key ON juristic_accounts (user_id) WHERE user_id IS NOT NULL;
    CREATE INDEX juristic_accounts_status_idx ON juristic_accounts (status, created_at, id);

    -- The company's papers, uploaded by staff before the account is opened with them. The bytes live in the file
    -- store under storage_key, as the KYC files do.
    CREATE TABLE juristic_account_files (
      id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      account_id  bigint REFERENCES juristic_accounts (id),
      kind        text NOT NULL CHECK (kind IN ('COMPANY_CERTIFICATE', 'SHAREHOLDER_LIST', 'BOARD_RESOLUTION')),
      file_name   text NOT NULL,
      storage_key text NOT NULL,
      mime_type   text NOT NULL CHECK (mime_type IN ('image/jpeg', 'image/png', 'application/pdf')),
      size_bytes  integer NOT NULL,
      uploaded_by bigint NOT NULL REFERENCES users (id),
      created_at  timestamptz NOT NULL
    );
    CREATE INDEX juristic_account_files_account_idx ON juristic_account_files (account_id, kind);
  `);
}
