import type { QueryInterface } from 'sequelize';

export async function up(queryInterface: QueryInterface): Promise<void> {
  await queryInterface.sequelize.query(`
    -- Bank-account changes after approval join the one change-request queue compliance decides; open requests
    -- made before move over with their values, the verified account as "before".
    INSERT INTO change_requests (user_id, kind, status, before, after, created_at, updated_at)
    SELECT r.user_id, 'BANK_ACCOUNT', 'PENDING',
           jsonb_build_object('bank.bankCode', a.bank_code, 'bank.accountNumber', a.account_number,
                              'bank.accountName', a.account_name),
           jsonb_build_object('bank.bankCode', r.bank_code, 'bank.accountNumber', r.account_number,
                              'bank.accountName', r.account_name),
           r.created_at, r.created_at
    FROM kyc_bank_change_requests r JOIN kyc_bank_accounts a ON a.user_id = r.user_id
    WHERE r.status = 'PENDING';
    UPDATE kyc_bank_change_requests SET status = 'SUPERSEDED', decided_at = now() WHERE status = 'PENDING';
  `);
}
