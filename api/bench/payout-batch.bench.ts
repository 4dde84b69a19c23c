import { QueryTypes } from 'sequelize';
import { bankFile } from '../src/modules/payouts/bank-file.ts';
import { prepareBatch } from '../src/modules/payouts/batches.ts';
import { benchContext } from './bench-server.ts';

const payouts = 20_000;
const investors = 2_000;
const valueDate = '2026-12-10';

export interface PayoutBatchBench {
  payouts: number;
  /** A bare SELECT of the same pending rows, the baseline. */
  selectMs: number;
  /** The bank file alone, built from those rows in memory. */
  fileMs: number;
  /** Preparing the batch: lock, judge every destination, write the file, mark the payouts (one transaction). */
  prepareMs: number;
  fileBytes: number;
  batched: number;
}

/**
 * 20,000 pending payouts of 2,000 investors (verified accounts in their own names) due on one value date, then the
 * whole preparation of their batch, once, on a database of its own (created afresh for each run).
 */
export async function benchPayoutBatch(databaseUrl: string): Promise<PayoutBatchBench> {
  const ctx = await benchContext(databaseUrl);
  const q = ctx.sequelize;
  try {
    await q.query(`
      INSERT INTO users (email, password_hash, email_verified_at)
      SELECT 'payout' || g || '@example.com', 'not-a-password', now() FROM generate_series(1, ${investors}) g;
      INSERT INTO users (email, password_hash, email_verified_at, role)
      VALUES ('payout-ops@example.com', 'not-a-password', now(), 'operations');
      CREATE TEMP TABLE bench_payees AS
        SELECT id, row_number() OVER (ORDER BY id) AS n FROM users WHERE email LIKE 'payout%@example.com'
          AND role IS NULL;
      INSERT INTO kyc_profiles (user_id, identity, pass_dopa)
      SELECT id, jsonb_build_object('firstNameTh', 'สมชาย', 'lastNameTh', 'ใจดี' || n, 'firstNameEn', 'Somchai',
        'lastNameEn', 'Jaidee' || n), true FROM bench_payees;
      INSERT INTO kyc_bank_accounts (user_id, bank_code, account_number, account_name, status)
      SELECT id, '004', lpad(n::text, 10, '0'), 'นาย สมชาย ใจดี' || n, 'VERIFIED' FROM bench_payees;
      INSERT INTO orders (ref, user_id, kind, strategy_code, units, stage, trade_date, nav, fee, settled_units,
        settled_amount, settled_at, created_at)
      SELECT 'PB-BENCH-' || u.id || '-' || k, u.id, 'reduce', 'M-BTC', 10, 'success', '2026-12-08', 12.3457, 1.23, 10,
        122.23, now(), now()
      FROM bench_payees u CROSS JOIN generate_series(1, ${payouts / investors}) k;
      INSERT INTO payouts (order_id, user_id, strategy_code, trade_date, value_date, units, nav, fee, amount,
        bank_code, account_number, account_name, status, created_at, updated_at)
      SELECT o.id, o.user_id, o.strategy_code, o.trade_date, '${valueDate}', 10, 12.3457, 1.23, 122.23,
        b.bank_code, b.account_number, b.account_name, 'PENDING', now(), now()
      FROM orders o JOIN kyc_bank_accounts b ON b.user_id = o.user_id WHERE o.ref LIKE 'PB-BENCH-%';
      ANALYZE payouts; ANALYZE orders;
    `);
    const [ops] = await q.query<{ id: string }>(
      "SELECT id FROM users WHERE email = 'payout-ops@example.com'",
      {
        type: QueryTypes.SELECT,
      },
    );
    const selectStart = performance.now();
    const rows = await q.query<{
      id: string;
      order_ref: string;
      bank_code: string;
      account_number: string;
      account_name: string;
      amount: string;
    }>(
      `SELECT p.id, o.ref AS order_ref, p.bank_code, p.account_number, p.account_name, p.amount::text
       FROM payouts p JOIN orders o ON o.id = p.order_id WHERE p.status = 'PENDING' AND p.value_date <= :valueDate
       ORDER BY p.value_date, p.id`,
      { type: QueryTypes.SELECT, replacements: { valueDate } },
    );
    const selectMs = performance.now() - selectStart;
    const fileStart = performance.now();
    const file = bankFile({
      ref: 'PB-BENCH-1',
      valueDate,
      lines: rows.map((r) => ({
        payoutId: Number(r.id),
        orderRef: r.order_ref,
        bankCode: r.bank_code,
        accountNumber: r.account_number,
        accountName: r.account_name,
        amount: r.amount,
      })),
    });
    const fileMs = performance.now() - fileStart;
    const prepareStart = performance.now();
    const prepared = await prepareBatch(ctx, valueDate, {
      id: Number(ops!.id),
      requestId: null,
      request: { ip: null, userAgent: null },
    });
    const prepareMs = performance.now() - prepareStart;
    return {
      payouts: rows.length,
      selectMs,
      fileMs,
      prepareMs,
      fileBytes: Buffer.byteLength(file.content),
      batched: prepared.batch?.payout_count ?? 0,
    };
  } finally {
    await q.close();
  }
}
