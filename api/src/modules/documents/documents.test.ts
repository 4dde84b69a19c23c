import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { standAt } from '../orders/test-fixtures.ts';
import { approvedReduction, settle, withBankAccount } from '../payouts/test-fixtures.ts';
import { ownerWithSettledDocuments, pdf } from './test-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('documents an investor keeps', () => {
  it('lists the tax invoice and the confirmation of a settled order; only the owner and staff read them; a re-download is the same file', async () => {
    const { owner, other, list, invoice, confirmation } = await ownerWithSettledDocuments(t);
    expect(invoice).toMatchObject({
      status: 'ISSUED',
      number: expect.stringMatching(/^MF-2026-\d{6}$/),
      date: '2026-11-18',
      strategyCode: 'M-INFRA',
      url: `/documents/${invoice.id}/file`,
    });
    expect(confirmation).toMatchObject({
      date: '2026-11-18',
      url: `/documents/confirmation-${owner.orderId}/file`,
    });
    expect((await t.http().get('/documents').set('Cookie', other.cookie).expect(200)).body).toEqual([]);

    const first = await pdf(t.http().get(`${invoice.url}?lang=th`).set('Cookie', owner.cookie)).expect(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    const bytes = first.body as Buffer;
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(first.headers['x-checksum-sha256']).toBe(createHash('sha256').update(bytes).digest('hex'));
    const text = bytes.toString('latin1');
    expect(text).toContain('/Lang (th-TH)');
    expect(text).toContain('/MediaBox [0 0 595.28 841.89]');
    expect(text).toMatch(/FontFile2|FontFile/);
    const again = await pdf(t.http().get(`${invoice.url}?lang=th`).set('Cookie', owner.cookie)).expect(200);
    expect((again.body as Buffer).equals(bytes)).toBe(true);
    const english = await pdf(t.http().get(`${invoice.url}?lang=en`).set('Cookie', owner.cookie)).expect(200);
    expect((english.body as Buffer).toString('latin1')).toContain('/Lang (en-GB)');

    // Anyone else's document is not found, not forbidden: its existence is not disclosed.
    await t.http().get(invoice.url).set('Cookie', other.cookie).expect(404);
    await t.http().get(confirmation.url).set('Cookie', other.cookie).expect(404);
    await t.http().get(invoice.url).expect(401);
    await t.http().get('/documents/tax-invoice-999999/file').set('Cookie', owner.cookie).expect(404);

    const ops = await t.signIn('operations@example.com');
    const staff = await pdf(t.http().get(`/admin${invoice.url}?lang=th`).set('Cookie', ops)).expect(200);
    expect((staff.body as Buffer).equals(bytes)).toBe(true);
    await t.http().get(`/admin${invoice.url}`).set('Cookie', owner.cookie).expect(403);
    const staffList = await t
      .http()
      .get('/admin/documents')
      .query({ filter: JSON.stringify({ userId: owner.id }) })
      .set('Cookie', ops)
      .expect(200);
    expect(staffList.body.map((d: { id: string }) => d.id)).toEqual(
      list.body.map((d: { id: string }) => d.id),
    );

    const confirmationPdf = await pdf(t.http().get(confirmation.url).set('Cookie', owner.cookie)).expect(200);
    expect((confirmationPdf.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('with invoiceDownload off the investor cannot download a tax invoice; confirmations stay', async () => {
    standAt(t, '2026-11-19T18:00:00');
    const owner = await approvedReduction(t, 'M-INFRA', '2026-11-19', '13.0000');
    await withBankAccount(t, owner.id);
    await settle(t, 'M-INFRA', '2026-11-19');
    const list = await t.http().get('/documents').set('Cookie', owner.cookie).expect(200);
    const invoice = list.body.find((d: { kind: string }) => d.kind === 'TAX_INVOICE');
    await t.ctx.sequelize.query(
      `INSERT INTO feature_flags (name, enabled) VALUES ('invoiceDownload', false)
       ON CONFLICT (name) DO UPDATE SET enabled = false`,
    );
    try {
      const refused = await t.http().get(invoice.url).set('Cookie', owner.cookie).expect(403);
      expect(refused.body.code).toBe('DOCUMENT_DOWNLOAD_DISABLED');
      await t
        .http()
        .get(`/documents/confirmation-${owner.orderId}/file`)
        .set('Cookie', owner.cookie)
        .expect(200);
    } finally {
      await t.ctx.sequelize.query(`UPDATE feature_flags SET enabled = true WHERE name = 'invoiceDownload'`);
    }
  });

  it('exports the transaction history of a date range as CSV (the same figures as the list)', async () => {
    standAt(t, '2026-11-20T18:00:00');
    const owner = await approvedReduction(t, 'M-INFRA', '2026-11-20', '12.0000');
    await withBankAccount(t, owner.id);
    await settle(t, 'M-INFRA', '2026-11-20');
    const [[order]] = (await t.ctx.sequelize.query(
      'SELECT ref, fee::text, nav::text FROM orders WHERE id = :id',
      { replacements: { id: owner.orderId } },
    )) as [[{ ref: string; fee: string; nav: string }], unknown];
    const res = await t
      .http()
      .get('/transactions')
      .query({ format: 'csv', from: '2026-11-01', to: '2026-11-30' })
      .set('Cookie', owner.cookie)
      .expect(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="transactions-2026-11-01-2026-11-30.csv"',
    );
    const lines = res.text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'ref,tradeDate,kind,stage,strategyCode,toStrategyCode,amount,units,unitsIn,unitsOut,nav,fee,paymentType,receiveType,createdAt',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${order.ref},2026-11-20,reduce,success,M-INFRA,`);
    expect(lines[1]).toContain(`,${order.nav},${order.fee},`);
    const outside = await t
      .http()
      .get('/transactions')
      .query({ format: 'csv', from: '2026-12-01', to: '2026-12-31' })
      .set('Cookie', owner.cookie)
      .expect(200);
    expect(
      outside.text
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n'),
    ).toHaveLength(1);
    await t.http().get('/transactions').query({ format: 'xls' }).set('Cookie', owner.cookie).expect(422);
  });
});
