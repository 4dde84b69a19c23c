import type { Page } from '@playwright/test';
import { demoPassword, expect, test } from '../fixtures.ts';
import { freshEmail } from '../support/investors.ts';
import { onboardedInvestorThroughApi } from '../support/onboarded-investor.ts';

/** The number of rows a react-admin list says it holds: its pagination ("1-5 จาก 5"), or none when it is empty. */
async function listTotal(page: Page): Promise<number> {
  const range = page.getByText(/^\d+-\d+ จาก \d+$/);
  const empty = page.getByText(/^(ไม่พบ|ยังไม่มี)/);
  await expect(range.or(empty).first()).toBeVisible();
  if (await range.isVisible()) return Number((await range.textContent())!.split('จาก ')[1]);
  return 0;
}

test('the staff dashboard counts the waiting work, and each count opens a list of as many', async ({
  staffPage,
}) => {
  test.setTimeout(300_000);
  // A case sent for review today waits for compliance.
  await onboardedInvestorThroughApi(freshEmail('dashboard'), demoPassword, 40, { approve: false });

  const page = await staffPage('operations@example.com');
  await page.setViewportSize({ width: 1366, height: 768 });
  await expect(page.getByRole('heading', { name: 'งานที่รอดำเนินการ' })).toBeVisible();
  const counts = page.getByRole('link', { name: /: \d+ รายการ$/ });
  await expect(counts.first()).toBeVisible();
  const names = await counts.evaluateAll((links) => links.map((link) => link.getAttribute('aria-label')!));
  // KYC by age and by status, orders, deposits, NAVs and payouts (to batch, held): every queue operations may read.
  expect(names).toHaveLength(11);
  // Each count says what it counts: no two read alike.
  expect(new Set(names).size).toBe(names.length);
  expect(names.find((name) => name.startsWith('ส่งวันนี้'))).not.toMatch(/: 0 รายการ$/);
  for (const name of names) {
    const count = Number(/: (\d+) รายการ$/.exec(name)![1]);
    const link = page.getByRole('link', { name, exact: true });
    const href = (await link.getAttribute('href'))!;
    await link.click();
    // The list has the count's filter in its address and has finished loading it.
    await expect(page).toHaveURL((url) => `#${url.hash.slice(1)}`.startsWith(href.split('&')[0]!));
    await expect(page.getByRole('banner').getByRole('progressbar')).toHaveCount(0);
    expect(await listTotal(page), name).toBe(count);
    await page.goto('/#/');
    await expect(page.getByRole('heading', { name: 'งานที่รอดำเนินการ' })).toBeVisible();
  }
});
