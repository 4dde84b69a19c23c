import type { Transaction } from 'sequelize';
import type { AppContext } from '../../platform/context.ts';

// SQL: a conditional upsert, one INSERT ... ON CONFLICT whether or not the investor has given an account before.

/** The account the investor gave, waiting for review: created on the first one, replacing it after. */
export async function saveAccountForReview(
  ctx: AppContext,
  account: { userId: number; bankCode: string; accountNumber: string; accountName: string },
  transaction: Transaction,
): Promise<void> {
  await ctx.sequelize.query(
    `INSERT INTO kyc_bank_accounts (user_id, bank_code, account_number, account_name, status, created_at, updated_at)
     VALUES (:userId, :bankCode, :accountNumber, :accountName, 'PENDING', :now, :now)
     ON CONFLICT (user_id) DO UPDATE SET bank_code = EXCLUDED.bank_code, account_number = EXCLUDED.account_number,
       account_name = EXCLUDED.account_name, status = 'PENDING', updated_at = :now`,
    { replacements: { ...account, now: ctx.clock.now() }, transaction },
  );
}
