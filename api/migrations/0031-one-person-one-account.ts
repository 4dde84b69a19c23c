import type { QueryInterface } from 'sequelize';

export async function up(queryInterface: QueryInterface): Promise<void> {
  await queryInterface.sequelize.query(`
    -- One person, one account (DESIGN §4 "Servicing"): a national ID or laser ID accepted on one investor's identity
    -- step cannot be accepted on another's. Accounts are never closed or deleted here (deleting a user removes the
    -- profile), so every profile holding an accepted identity counts, rejected and blocked ones too.
    --
    -- Accounts that already share an ID (accepted before this rule) keep their data: each later holder is waived
    -- from the unique indexes so they can be built, and compliance sees the shared ID on the case's near matches.
    -- Submitting the identity again clears the waiver, so the later account is then refused like any other.
    ALTER TABLE kyc_profiles ADD COLUMN identity_claim_waived boolean NOT NULL DEFAULT false;

    UPDATE kyc_profiles p SET identity_claim_waived = true
    WHERE p.identity IS NOT NULL AND EXISTS (
      SELECT 1 FROM kyc_profiles q
      WHERE q.identity IS NOT NULL AND q.user_id < p.user_id
        AND (regexp_replace(q.identity ->> 'nationalId', '[^0-9]', '', 'g')
               = regexp_replace(p.identity ->> 'nationalId', '[^0-9]', '', 'g')
             OR upper(regexp_replace(q.identity ->> 'laserId', '[^0-9A-Za-z]', '', 'g'))
               = upper(regexp_replace(p.identity ->> 'laserId', '[^0-9A-Za-z]', '', 'g'))));

    -- Normalised as people type them (separators, case), so "1-1017-..." and "11017..." are one ID. The indexes
    -- also decide between two accounts submitting the same ID at the same moment: the second insert fails.
    CREATE UNIQUE INDEX kyc_profiles_national_id_key ON kyc_profiles
      ((regexp_replace(identity ->> 'nationalId', '[^0-9]', '', 'g')))
      WHERE identity IS NOT NULL AND NOT identity_claim_waived;
    CREATE UNIQUE INDEX kyc_profiles_laser_id_key ON kyc_profiles
      ((upper(regexp_replace(identity ->> 'laserId', '[^0-9A-Za-z]', '', 'g'))))
      WHERE identity IS NOT NULL AND NOT identity_claim_waived;

    -- Near matches compliance is shown on a case: the same name and birth date, bank account or phone.
    CREATE INDEX kyc_profiles_birth_date_idx ON kyc_profiles ((identity ->> 'birthDate'));
    CREATE INDEX kyc_profiles_phone_idx ON kyc_profiles ((regexp_replace(general ->> 'phone', '[^0-9]', '', 'g')));
    CREATE INDEX kyc_bank_accounts_number_idx ON kyc_bank_accounts
      (bank_code, (regexp_replace(account_number, '[^0-9]', '', 'g')));
  `);
}
