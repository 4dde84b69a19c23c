import type { TestApp } from '../../../test/test-app.ts';
import { freshSampleIdentity } from '../kyc/sample-applicant.ts';
import { giveUnits, tradingInvestor } from '../orders/test-fixtures.ts';
import { settleStrategyDate } from '../settlements/settle.ts';

/** สมชาย ใจดี's identity (on a card of this investor's own: one person, one account) and a KBank account (10 digits) in `accountName`, verified unless told otherwise. */
export async function withBankAccount(
  t: TestApp,
  userId: number,
  options: { status?: string; accountName?: string; accountNumber?: string } = {},
) {
  await t.ctx.sequelize.query(
    `INSERT INTO kyc_profiles (user_id, identity, pass_dopa) VALUES (:userId, :identity, true)
     ON CONFLICT (user_id) DO UPDATE SET identity = EXCLUDED.identity`,
    { replacements: { userId, identity: JSON.stringify(freshSampleIdentity()) } },
  );
  await t.ctx.sequelize.query(
    `INSERT INTO kyc_bank_accounts (user_id, bank_code, account_number, account_name, status)
     VALUES (:userId, '004', :accountNumber, :accountName, :status)
     ON CONFLICT (user_id) DO UPDATE SET account_number = EXCLUDED.account_number,
       account_name = EXCLUDED.account_name, status = EXCLUDED.status`,
    {
      replacements: {
        userId,
        accountNumber: options.accountNumber ?? '1234567890',
        accountName: options.accountName ?? 'นาย สมชาย ใจดี',
        status: options.status ?? 'VERIFIED',
      },
    },
  );
}

/**
 * An investor holding 1,000 units (cost 10,000) of `code` who reduces `units` on `tradeDate`, approved, with the
 * day's NAV approved: ready to settle.
 */
export async function approvedReduction(
  t: TestApp,
  code: string,
  tradeDate: string,
  nav: string,
  units = '100.0000',
) {
  const investor = await tradingInvestor(t);
  await giveUnits(t, investor.id, code, '1000.0000', '10000.00');
  await t.ctx.sequelize.query(
    'UPDATE holdings SET reserved_units = :units WHERE user_id = :id AND strategy_code = :code',
    { replacements: { id: investor.id, code, units } },
  );
  const [[row]] = (await t.ctx.sequelize.query(
    `INSERT INTO orders (ref, user_id, kind, strategy_code, units, stage, trade_date, created_at)
     VALUES ('ORD-' || :tradeDate || '-' || :userId, :userId, 'reduce', :code, :units, 'approved', :tradeDate, now())
     RETURNING id`,
    { replacements: { userId: investor.id, code, units, tradeDate } },
  )) as [[{ id: string }], unknown];
  await t.ctx.sequelize.query(
    `INSERT INTO strategy_navs (strategy_code, nav_date, nav, status, approved_at)
     VALUES (:code, :tradeDate, :nav, 'APPROVED', now())
     ON CONFLICT (strategy_code, nav_date) DO UPDATE SET nav = :nav, status = 'APPROVED', approved_at = now()`,
    { replacements: { code, tradeDate, nav } },
  );
  return { ...investor, orderId: Number(row.id) };
}

export const settle = (t: TestApp, code: string, tradeDate: string) =>
  t.ctx.sequelize.transaction((tx) =>
    settleStrategyDate(t.ctx, code, tradeDate, tx, { cause: 'SWEEP', actorId: null }),
  );

/** A staff member prepares the batch of the payouts due on `valueDate`, to the banks or (channel WALLET) to the wallet. */
export const prepareBatch = (t: TestApp, cookie: string, body: { valueDate: string; channel?: 'WALLET' }) =>
  t.http().post('/admin/payout-batches').set('Cookie', cookie).send(body);
