import { investing } from '@fund/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { enterAndApproveNav } from '../navs/test-fixtures.ts';
import { giveUnits, standAt, tradingInvestor } from '../orders/test-fixtures.ts';
import { accrueManagementFees } from './management-fee.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function accrualsOf(userId: number) {
  const [rows] = await t.ctx.sequelize.query(
    `SELECT to_char(nav_date, 'YYYY-MM-DD') AS date, days, value::text, amount::text FROM management_fee_accruals
     WHERE user_id = :userId ORDER BY nav_date`,
    { replacements: { userId } },
  );
  return rows;
}

describe('the management fee accrues daily on a NAV approval', () => {
  it('on the day’s value at the annual rate over 365, covering holidays and weekends, exactly once', async () => {
    await t.ctx.sequelize.query(`UPDATE strategies SET management_fee_rate = 0.02 WHERE code = 'M-META'`);
    standAt(t, '2026-12-10T18:00:00');
    const investor = await tradingInvestor(t);
    await giveUnits(t, investor.id, 'M-META', '1000.0000', '10000.00');
    const empty = await tradingInvestor(t);
    await giveUnits(t, empty.id, 'M-META', '0', '0');

    // Wednesday 9, Friday 11 (Thursday 10 December, Constitution Day, is a holiday) and Monday 14 December.
    standAt(t, '2026-12-09T18:00:00');
    await enterAndApproveNav(t, 'M-META', '2026-12-09', '12.0000');
    standAt(t, '2026-12-11T18:00:00');
    await enterAndApproveNav(t, 'M-META', '2026-12-11', '12.3456');
    standAt(t, '2026-12-14T18:00:00');
    await enterAndApproveNav(t, 'M-META', '2026-12-14', '12.5000');

    const accruals = (await accrualsOf(investor.id)).slice(1);
    expect(accruals).toEqual([
      // 1,000 units × 12.3456 = 12,345.60; × 2 % × 2 days ÷ 365 = 1.3529… → 1.35 (the holiday and Friday).
      { date: '2026-12-11', days: 2, value: '12345.60', amount: '1.35' },
      // 12,500.00 × 2 % × 3 ÷ 365 = 2.0547… → 2.05 (Saturday, Sunday and Monday).
      { date: '2026-12-14', days: 3, value: '12500.00', amount: '2.05' },
    ]);
    expect(
      investing.dailyManagementFee({ totalValue: '12345.60', annualRate: '0.02', days: 2 }).toFixed(2),
    ).toBe('1.35');
    expect(await accrualsOf(empty.id)).toEqual([]);

    // Running the accrual again for the same day adds nothing.
    const again = await t.ctx.sequelize.transaction((transaction) =>
      accrueManagementFees(t.ctx, 'M-META', '2026-12-14', transaction),
    );
    expect(again.holdings).toBe(0);
    expect(await accrualsOf(investor.id)).toHaveLength(3);
  });
});
