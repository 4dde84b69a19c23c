import type { TestApp } from '../../../test/test-app.ts';
import { standAt } from '../orders/test-fixtures.ts';
import { approvedReduction, settle, withBankAccount } from '../payouts/test-fixtures.ts';

/** A request whose answer is read as the bytes of a file (a PDF), not as text. */
export const pdf = (req: ReturnType<ReturnType<TestApp['http']>['get']>) =>
  req.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (c: Buffer) => chunks.push(c));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });

/**
 * An investor who held 1,000 units of M-INFRA at 11.0000 (the NAV of `navBefore`, the day before the month began)
 * and sold 100 at 12.0000 on `tradeDay`, settled: a month with an opening, a sale and a closing to report.
 */
export async function sellerOn(t: TestApp, tradeDay: string, navBefore: string) {
  standAt(t, `${tradeDay}T10:00:00`);
  await t.ctx.sequelize.query(
    `INSERT INTO strategy_navs (strategy_code, nav_date, nav, status, approved_at)
     VALUES ('M-INFRA', :navBefore, '11.0000', 'APPROVED', now()) ON CONFLICT DO NOTHING`,
    { replacements: { navBefore } },
  );
  const investor = await approvedReduction(t, 'M-INFRA', tradeDay, '12.0000');
  await withBankAccount(t, investor.id);
  await settle(t, 'M-INFRA', tradeDay);
  return investor;
}

/**
 * An investor whose reduction of M-INFRA settled on 18 November 2026 (a tax invoice and a confirmation to keep),
 * their documents as they list them, and another investor with an order of their own.
 */
export async function ownerWithSettledDocuments(t: TestApp) {
  standAt(t, '2026-11-18T18:00:00');
  const owner = await approvedReduction(t, 'M-INFRA', '2026-11-18', '12.3457');
  await withBankAccount(t, owner.id);
  await settle(t, 'M-INFRA', '2026-11-18');
  const other = await approvedReduction(t, 'M-BTC', '2026-11-18', '12.3457');
  const list = await t.http().get('/documents').set('Cookie', owner.cookie).expect(200);
  const invoice = list.body.find((d: { kind: string }) => d.kind === 'TAX_INVOICE');
  const confirmation = list.body.find((d: { kind: string }) => d.kind === 'ORDER_CONFIRMATION');
  return { owner, other, list, invoice, confirmation };
}
