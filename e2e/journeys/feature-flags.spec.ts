import type { Page } from '@playwright/test';
import { demoPassword, expect, test } from '../fixtures.ts';
import { freshEmail, searchApplied, signedInPortalPage } from '../support/investors.ts';
import { apiSession, onboardedInvestorThroughApi, standAt } from '../support/onboarded-investor.ts';
import { approvedFirstInvestment } from '../support/orders.ts';
import { bothWidths, inLanguage } from '../support/screens.ts';

// Tuesday 7 September 2027: the investor's first investment is approved in the morning and its NAVs come that
// evening, while an admin has switched settlement off.
const tradeDay = '2027-09-07';
const shownDay = '07/09/2570';

test.afterAll(async () => {
  // Whatever happened above, settlement is on again for the journeys after this one.
  const admin = await apiSession('admin@example.com', demoPassword);
  await admin.send('put', '/admin/feature-flags/settlementOrder', { enabled: true });
  await admin.api.dispose();
  await standAt(null);
});

/** The settlementOrder row of the back office's flag list, found by its search. */
async function settlementSwitchRow(page: Page) {
  await page.getByRole('menuitem', { name: 'ฟีเจอร์แฟล็ก' }).click();
  await page.getByRole('textbox', { name: 'ค้นหา' }).fill('settlementOrder');
  await searchApplied(page, 'settlementOrder');
  return page.getByRole('row').filter({ hasText: 'settlementOrder' });
}

async function stagesOf(email: string, orders: { id: number }[]) {
  const investor = await apiSession(email, demoPassword);
  const stages: string[] = [];
  for (const order of orders) {
    const res = await investor.api.get(`/orders/${order.id}`);
    expect(res.status()).toBe(200);
    stages.push(((await res.json()) as { stage: string }).stage);
  }
  await investor.api.dispose();
  return stages;
}

test('with settlementOrder off an approved NAV settles nothing and the orders wait; switched on again, they settle at once', async ({
  browser,
  staffPage,
}) => {
  test.setTimeout(300_000);
  await standAt(`${tradeDay}T09:00:00`);
  const email = freshEmail('settlement-flag');
  await onboardedInvestorThroughApi(email, demoPassword);
  const orders = await approvedFirstInvestment(email, tradeDay);

  // The admin reads what the switch does, in Thai, and turns settlement off; the row then names who changed it.
  const admin = await staffPage('admin@example.com');
  const row = await settlementSwitchRow(admin);
  await expect(row.getByText(/^เปิด: อนุมัติ NAV แล้วชำระราคาคำสั่งที่อนุมัติทันที/)).toBeVisible();
  await row.getByRole('switch', { name: 'เปิดใช้งาน settlementOrder' }).click();
  await expect(admin.getByText('บันทึกแฟล็กแล้ว')).toBeVisible();
  await expect(row.getByRole('switch', { name: 'เปิดใช้งาน settlementOrder' })).not.toBeChecked();
  await expect(row.getByText('admin@example.com')).toBeVisible();
  await bothWidths(admin, 'feature-flags-th', 'admin@example.com');
  await inLanguage(admin, 'en');
  await bothWidths(admin, 'feature-flags-en', /^On: approving a NAV settles its approved orders/);
  await inLanguage(admin, 'th');

  // That evening operations enter both NAVs and a second officer approves them: staff are told nothing settled.
  // (Staff sessions end after a quiet spell: the evening's officer signs in afresh.)
  await standAt(`${tradeDay}T18:00:00`);
  const maker = await apiSession('operations@example.com', demoPassword);
  await maker.send('post', '/admin/navs', { strategyCode: 'M-BTC', navDate: tradeDay, nav: '12.5000' });
  await maker.send('post', '/admin/navs', { strategyCode: 'M-STABLE', navDate: tradeDay, nav: '10.0000' });
  await maker.api.dispose();
  const checker = await staffPage('admin@example.com');
  await checker.getByRole('menuitem', { name: 'NAV รายวัน' }).click();
  await checker
    .getByRole('row', { name: new RegExp(`M-BTC.*${shownDay}.*รออนุมัติ`) })
    .getByRole('button', { name: `อนุมัติ M-BTC ${shownDay}`, exact: true })
    .click();
  await checker.getByRole('button', { name: 'ยืนยันการอนุมัติ' }).click();
  await expect(checker.getByText(/^อนุมัติ NAV แล้ว แต่ยังไม่ชำระราคา/)).toBeVisible();
  const admins = await apiSession('admin@example.com', demoPassword);
  const stable = (await admins.send('post', `/admin/navs/M-STABLE_${tradeDay}/approve`)) as {
    settlement: { ordersSettled: number; paused?: boolean };
  };
  expect(stable.settlement).toMatchObject({ ordersSettled: 0, paused: true });
  await admins.api.dispose();
  expect(await stagesOf(email, orders)).toEqual(['approved', 'approved']);

  // The admin turns settlement on again: both waiting orders settle at once at their approved NAVs.
  const again = await settlementSwitchRow(checker);
  await again.getByRole('switch', { name: 'เปิดใช้งาน settlementOrder' }).click();
  await expect(again.getByRole('switch', { name: 'เปิดใช้งาน settlementOrder' })).toBeChecked();
  await expect.poll(() => stagesOf(email, orders)).toEqual(['success', 'success']);

  // The investor's overview holds the units: 798.0000 bitcoin units (10,000 less the 0.25 % fee at 12.5000).
  const investor = await signedInPortalPage(browser, email, demoPassword);
  await investor.goto('/portfolio');
  await expect(investor.getByText('798.0000').first()).toBeVisible();
});
