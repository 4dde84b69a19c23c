import type { QueryInterface } from 'sequelize';

export async function up(queryInterface: QueryInterface): Promise<void> {
  await queryInterface.sequelize.query(`
    -- The book bank's first page, uploaded with a bank-account change request for compliance to compare.
    ALTER TABLE kyc_files DROP CONSTRAINT kyc_files_kind_check;
    ALTER TABLE kyc_files ADD CONSTRAINT kyc_files_kind_check
      CHECK (kind IN ('ID_FRONT', 'ID_BACK', 'SELFIE', 'EDD_STATEMENT', 'EDD_SUPPORT', 'BOOK_BANK'));
  `);
}
