import { documents, investing } from '@fund/domain';
import { QueryTypes } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { standAt, tradingInvestor } from '../orders/test-fixtures.ts';
import { approvedReduction, settle, withBankAccount } from '../payouts/test-fixtures.ts';
import { danglingReferences } from '../settlements/ledger-check.ts';
import { settleStrategyDate } from '../settlements/settle.ts';
import { defaultSeller } from './seller.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const code = 'M-INFRA';

type Investor = Awaited<ReturnType<typeof tradingInvestor>>;

async function approvedIncrease(
  tradeDate: string,
  nav: string,
  amount = '10000.00',
  strategy = code,
  existing?: Investor,
) {
  const investor = existing ?? (await tradingInvestor(t));
  if (!existing) await withBankAccount(t, investor.id);
  const [[row]] = (await t.ctx.sequelize.query(
    `INSERT INTO orders (ref, user_id, kind, strategy_code, amount, stage, trade_date, created_at)
     VALUES ('ORD-I-' || :tradeDate || '-' || :userId, :userId, 'increase', :code, :amount, 'approved', :tradeDate,
       now())
     RETURNING id`,
    { replacements: { userId: investor.id, code: strategy, amount, tradeDate } },
  )) as [[{ id: string }], unknown];
  await t.ctx.sequelize.query(
    `INSERT INTO strategy_navs (strategy_code, nav_date, nav, status, approved_at)
     VALUES (:code, :tradeDate, :nav, 'APPROVED', now())
     ON CONFLICT (strategy_code, nav_date) DO UPDATE SET nav = :nav, status = 'APPROVED', approved_at = now()`,
    { replacements: { code: strategy, tradeDate, nav } },
  );
  return { ...investor, orderId: Number(row.id) };
}

interface Invoice {
  number: string;
  sequence: number;
  year: number;
  order_id: string;
  fee_kind: string;
  buyer_name_th: string;
  buyer_name_en: string;
  buyer_tax_id: string;
  amount_before_vat: string;
  vat: string;
  total: string;
  status: string;
  issue_date: string;
}

const invoicesOf = (orderIds: number[]) =>
  t.ctx.sequelize.query<Invoice>(
    `SELECT number, sequence, year, order_id::text, fee_kind, buyer_name_th, buyer_name_en, buyer_tax_id,
       amount_before_vat::text, vat::text, total::text, status, to_char(issue_date, 'YYYY-MM-DD') AS issue_date
     FROM tax_invoices WHERE order_id IN (:orderIds) ORDER BY id`,
    { type: QueryTypes.SELECT, replacements: { orderIds } },
  );

const allSequences = async (year: number) =>
  (
    await t.ctx.sequelize.query<{ sequence: number }>(
      'SELECT sequence FROM tax_invoices WHERE brand = :brand AND year = :year ORDER BY sequence',
      { type: QueryTypes.SELECT, replacements: { brand: defaultSeller(t.ctx.config.brand).brand, year } },
    )
  ).map((r) => r.sequence);

const counterOf = async (year: number) => {
  const [row] = await t.ctx.sequelize.query<{ last: number }>(
    'SELECT last_number AS last FROM tax_invoice_counters WHERE brand = :brand AND year = :year',
    { type: QueryTypes.SELECT, replacements: { brand: defaultSeller(t.ctx.config.brand).brand, year } },
  );
  return row?.last ?? 0;
};

const oneToN = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

async function nationalIdOf(userId: number) {
  const [profile] = await t.ctx.sequelize.query<{ national_id: string }>(
    "SELECT identity ->> 'nationalId' AS national_id FROM kyc_profiles WHERE user_id = :userId",
    { type: QueryTypes.SELECT, replacements: { userId } },
  );
  return profile!.national_id;
}

describe('a tax invoice for every fee, numbered in the settlement', () => {
  it('an increase fee and a reduce fee each get an invoice: the buyer, VAT carved out of the fee, the next numbers', async () => {
    standAt(t, '2026-11-18T18:00:00');
    const before = await counterOf(2026);
    const buyer = await approvedIncrease('2026-11-18', '12.3457', '10000.00');
    const seller = await approvedReduction(t, code, '2026-11-18', '12.3457');
    await withBankAccount(t, seller.id);
    await settle(t, code, '2026-11-18');

    const [order] = await t.ctx.sequelize.query<{ fee: string }>(
      'SELECT fee::text FROM orders WHERE id = :id',
      {
        type: QueryTypes.SELECT,
        replacements: { id: buyer.orderId },
      },
    );
    const [sold] = await t.ctx.sequelize.query<{ fee: string }>(
      'SELECT fee::text FROM orders WHERE id = :id',
      {
        type: QueryTypes.SELECT,
        replacements: { id: seller.orderId },
      },
    );
    const split = (fee: string) => {
      const s = documents.vatSplit(fee);
      return { amount_before_vat: s.beforeVat.toFixed(2), vat: s.vat.toFixed(2), total: s.total.toFixed(2) };
    };
    const invoices = await invoicesOf([buyer.orderId, seller.orderId]);
    expect(investing.dec(order!.fee).isPositive()).toBe(true);
    expect(investing.dec(sold!.fee).isPositive()).toBe(true);
    expect(invoices).toEqual([
      {
        number: documents.generateTaxInvoiceNumber({ brand: 'MF', year: 2026, sequence: before + 1 }),
        sequence: before + 1,
        year: 2026,
        order_id: String(buyer.orderId),
        fee_kind: 'INCREASE_FEE',
        buyer_name_th: 'นาย สมชาย ใจดี',
        buyer_name_en: 'Mr. Somchai Jaidee',
        // The buyer's tax id is the national ID on the investor's own card.
        buyer_tax_id: await nationalIdOf(buyer.id),
        ...split(order!.fee),
        status: 'ISSUED',
        issue_date: '2026-11-18',
      },
      expect.objectContaining({
        number: documents.generateTaxInvoiceNumber({ brand: 'MF', year: 2026, sequence: before + 2 }),
        order_id: String(seller.orderId),
        fee_kind: 'REDUCE_FEE',
        ...split(sold!.fee),
      }),
    ]);

    // Settling again finds nothing to charge and issues nothing.
    const numbered = await allSequences(2026);
    await settle(t, code, '2026-11-18');
    expect(await allSequences(2026)).toEqual(numbered);
    expect(numbered).toEqual(oneToN(numbered.length));
  });

  it('a settlement that rolls back gives its numbers back: the next one continues without a gap', async () => {
    standAt(t, '2026-11-19T18:00:00');
    const first = await approvedIncrease('2026-11-19', '11.0000');
    const before = await counterOf(2026);
    await expect(
      t.ctx.sequelize.transaction(async (tx) => {
        await settleStrategyDate(t.ctx, code, '2026-11-19', tx, { cause: 'SWEEP', actorId: null });
        expect(await counterOf(2026)).toBe(before); // not visible outside the transaction yet
        throw new Error('the settlement fails after numbering');
      }),
    ).rejects.toThrow('the settlement fails after numbering');
    expect(await counterOf(2026)).toBe(before);
    expect(await invoicesOf([first.orderId])).toEqual([]);

    await settle(t, code, '2026-11-19');
    const [invoice] = await invoicesOf([first.orderId]);
    expect(invoice!.sequence).toBe(before + 1);
    expect(await allSequences(2026)).toEqual(oneToN(before + 1));
  });

  it('20 settlements in parallel: every fee numbered, no gap, no number twice', async () => {
    standAt(t, '2026-12-30T18:00:00');
    // Twenty trade dates of one strategy settle independently (each takes its own date's lock), in parallel.
    const dates = Array.from({ length: 20 }, (_, i) => investing.addCalendarDays('2026-12-01', i));
    const [a, b] = [await tradingInvestor(t), await tradingInvestor(t)];
    const placed = [];
    for (const date of dates) {
      placed.push(await approvedIncrease(date, '10.0000', '20000.00', 'M-LARGECAP', a));
      placed.push(await approvedIncrease(date, '10.0000', '15000.00', 'M-LARGECAP', b));
    }
    const before = await counterOf(2026);
    await Promise.all(dates.map((date) => settle(t, 'M-LARGECAP', date)));
    const invoices = await invoicesOf(placed.map((p) => p.orderId));
    expect(invoices).toHaveLength(40);
    expect(new Set(invoices.map((i) => i.number)).size).toBe(40);
    expect(await allSequences(2026)).toEqual(oneToN(before + 40));
    expect(await counterOf(2026)).toBe(before + 40);
  }, 60_000);

  it('a new year starts at 1', async () => {
    standAt(t, '2027-01-04T18:00:00');
    const investor = await approvedIncrease('2027-01-04', '10.0000');
    await settle(t, code, '2027-01-04');
    const [invoice] = await invoicesOf([investor.orderId]);
    expect(invoice).toMatchObject({ number: 'MF-2027-000001', year: 2027, issue_date: '2027-01-04' });
  });

  it('an invoice is never edited nor deleted: the database refuses it', async () => {
    await expect(t.ctx.sequelize.query(`UPDATE tax_invoices SET total = total + 1`)).rejects.toThrow(
      /never edited/,
    );
    await expect(t.ctx.sequelize.query(`DELETE FROM tax_invoices`)).rejects.toThrow(/never edited/);
  });

  it('an invoice naming no seller version is reported by the ledger check, and a version is never changed nor deleted', async () => {
    // Both paths that issue invoices take the id of a version they just added or found; one written by hand past
    // them is what the ledger check reports (migration 0067).
    const transaction = await t.ctx.sequelize.transaction();
    try {
      await t.ctx.sequelize.query(
        `INSERT INTO tax_invoices (number, brand, year, sequence, order_id, user_id, strategy_code, fee_kind,
           issue_date, trade_date, seller_id, buyer_name_th, buyer_name_en, buyer_tax_id, vat_rate_percent,
           amount_before_vat, vat, total, created_at)
         SELECT 'MF-2099-000001', 'MF', 2099, 1, -1, 1, :code, 'INCREASE_FEE', '2099-01-01', '2099-01-01',
           (SELECT coalesce(max(id), 0) + 1 FROM tax_invoice_sellers), 'x', 'x', '-', 7, 1.00, 0.07, 1.07, now()`,
        { replacements: { code }, transaction },
      );
      expect(await danglingReferences(t.ctx, transaction)).toContainEqual({
        row: 'tax invoice MF-2099-000001',
        problem: 'issued by no known seller version',
      });
    } finally {
      await transaction.rollback();
    }
    expect(await danglingReferences(t.ctx)).toEqual([]);
    const [[version]] = (await t.ctx.sequelize.query('SELECT id FROM tax_invoice_sellers LIMIT 1')) as [
      [{ id: string }],
      unknown,
    ];
    await expect(
      t.ctx.sequelize.query(`UPDATE tax_invoice_sellers SET seller = '{}' WHERE id = :id`, {
        replacements: { id: version.id },
      }),
    ).rejects.toThrow(/keeps every row/);
    await expect(
      t.ctx.sequelize.query('DELETE FROM tax_invoice_sellers WHERE id = :id', {
        replacements: { id: version.id },
      }),
    ).rejects.toThrow(/keeps every row/);
  });

  it('with generateTaxInvoiceNumber off no invoice is issued', async () => {
    standAt(t, '2027-01-05T18:00:00');
    await t.ctx.sequelize.query(
      `INSERT INTO feature_flags (name, enabled) VALUES ('generateTaxInvoiceNumber', false)
       ON CONFLICT (name) DO UPDATE SET enabled = false`,
    );
    try {
      const investor = await approvedIncrease('2027-01-05', '10.0000');
      await settle(t, code, '2027-01-05');
      expect(await invoicesOf([investor.orderId])).toEqual([]);
    } finally {
      await t.ctx.sequelize.query(
        `UPDATE feature_flags SET enabled = true WHERE name = 'generateTaxInvoiceNumber'`,
      );
    }
  });
});

describe('cancel and replace (staff, audited)', () => {
  it('operations cancel an invoice with a reason; the replacement takes the next number; the cancelled one is kept', async () => {
    standAt(t, '2027-01-06T18:00:00');
    const investor = await approvedIncrease('2027-01-06', '10.0000');
    await settle(t, code, '2027-01-06');
    const [[row]] = (await t.ctx.sequelize.query('SELECT id::int FROM tax_invoices WHERE order_id = :id', {
      replacements: { id: investor.orderId },
    })) as [[{ id: number }], unknown];
    const next = (await counterOf(2027)) + 1;
    const ops = await t.signIn('operations@example.com');

    await t
      .http()
      .post(`/admin/documents/tax-invoice-${row.id}/replace`)
      .set('Cookie', ops)
      .send({ reason: '' })
      .expect(422);
    await t
      .http()
      .post(`/admin/documents/tax-invoice-${row.id}/replace`)
      .set('Cookie', investor.cookie)
      .send({ reason: 'Buyer address corrected' })
      .expect(403);

    const res = await t
      .http()
      .post(`/admin/documents/tax-invoice-${row.id}/replace`)
      .set('Cookie', ops)
      .send({ reason: 'Buyer address corrected' })
      .expect(200);
    expect(res.body.cancelled).toMatchObject({
      id: `tax-invoice-${row.id}`,
      status: 'CANCELLED',
      cancelReason: 'Buyer address corrected',
      replacedById: res.body.replacement.id,
    });
    expect(res.body.replacement).toMatchObject({
      number: documents.generateTaxInvoiceNumber({ brand: 'MF', year: 2027, sequence: next }),
      status: 'ISSUED',
      orderId: investor.orderId,
      replacesId: `tax-invoice-${row.id}`,
      total: res.body.cancelled.total,
      amountBeforeVat: res.body.cancelled.amountBeforeVat,
      vat: res.body.cancelled.vat,
    });
    const [audit] = await t.ctx.sequelize.query<{ action: string; after: { reason: string } }>(
      `SELECT action, after FROM audit_log WHERE subject = :subject`,
      { type: QueryTypes.SELECT, replacements: { subject: `tax-invoice:${row.id}` } },
    );
    expect(audit).toMatchObject({
      action: 'tax-invoice.replace',
      after: { reason: 'Buyer address corrected' },
    });

    const again = await t
      .http()
      .post(`/admin/documents/tax-invoice-${row.id}/replace`)
      .set('Cookie', ops)
      .send({ reason: 'Buyer address corrected' })
      .expect(409);
    expect(again.body.code).toBe('TAX_INVOICE_ALREADY_CANCELLED');
    expect(await allSequences(2027)).toEqual(oneToN(next));
  });

  it('the database keeps one invoice in force per order: a second first invoice, or a replacement of one in force, is refused', async () => {
    standAt(t, '2027-01-07T18:00:00');
    const investor = await approvedIncrease('2027-01-07', '10.0000');
    await settle(t, code, '2027-01-07');
    const [[row]] = (await t.ctx.sequelize.query('SELECT id::int FROM tax_invoices WHERE order_id = :id', {
      replacements: { id: investor.orderId },
    })) as [[{ id: number }], unknown];
    // A copy of it under a number no settlement gives, first as another first invoice, then as its replacement.
    const copy = (replacesId: number | null) =>
      t.ctx.sequelize.query(
        `INSERT INTO tax_invoices (number, brand, year, sequence, order_id, user_id, order_ref, strategy_code,
           fee_kind, issue_date, trade_date, seller_id, buyer_name_th, buyer_name_en, buyer_tax_id, buyer_address,
           vat_rate_percent, amount_before_vat, vat, total, replaces_id, created_at)
         SELECT brand || '-' || year || '-999999', brand, year, 999999, order_id, user_id, order_ref, strategy_code,
           fee_kind, issue_date, trade_date, seller_id, buyer_name_th, buyer_name_en, buyer_tax_id, buyer_address,
           vat_rate_percent, amount_before_vat, vat, total, :replacesId, created_at
         FROM tax_invoices WHERE id = :id`,
        { replacements: { id: row.id, replacesId } },
      );
    await expect(copy(null)).rejects.toMatchObject({ parent: { constraint: 'tax_invoices_order_idx' } });
    await expect(copy(row.id)).rejects.toThrow(/replaces only a cancelled invoice of its own order/);
    const [other] = await invoicesOf([investor.orderId]);
    expect(other).toMatchObject({ status: 'ISSUED' });
  });
});
