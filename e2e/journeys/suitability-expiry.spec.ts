import type { Page } from '@playwright/test';
import { demoPassword, expect, test } from '../fixtures.ts';
import { freshEmail, signedInPortalPage } from '../support/investors.ts';
import { onboardedInvestorThroughApi, standAt } from '../support/onboarded-investor.ts';
import { takeSuitability } from '../support/onboarding.ts';
import { bothWidths, inLanguage } from '../support/screens.ts';

// The assessment is taken on Tuesday 5 January 2027 at 09:00 and is valid for 2 years, to 5 January 2029 (dates ahead
// of today: the browser drops a cookie whose expiry, set on the test clock, is already past).
const takenAt = '2027-01-05T09:00:00';

/** A first investment of 10,000 baht in each of two strategies, by bank transfer, confirmed. */
async function investTwentyThousand(page: Page) {
  await page.goto('/invest?codes=M-BTC,M-STABLE');
  await page.getByLabel('จำนวนเงินลงทุนใน กลยุทธ์บิตคอยน์ (บาท)').fill('10000');
  await page.getByLabel('จำนวนเงินลงทุนใน กลยุทธ์สเตเบิลคอยน์ (บาท)').fill('10000');
  await page.getByLabel('โอนเงินผ่านธนาคาร').check();
  await page.getByRole('button', { name: 'ถัดไป' }).click();
  await page.getByRole('button', { name: 'ยืนยันคำสั่ง' }).click();
}

test.afterAll(async () => {
  await standAt(null);
});

test('an investor is told 19 days ahead that the suitability assessment expires; once it has, an investment is refused with the way to redo it, and after redoing it the notice is gone', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  await standAt(takenAt);
  const email = freshEmail('suitability-expiry');
  await onboardedInvestorThroughApi(email, demoPassword);

  // Sunday 17 December 2028: 19 days before the expiry.
  await standAt('2028-12-17T10:00:00');
  let page = await signedInPortalPage(browser, email, demoPassword);
  await page.goto('/portfolio');
  const note = page.getByRole('note').filter({ hasText: 'แบบประเมินความเหมาะสม' });
  await expect(note).toContainText('จะหมดอายุวันที่ 05/01/2572');
  await expect(note.getByRole('link', { name: 'ทำแบบประเมินใหม่ (ประมาณ 5 นาที)' })).toBeVisible();
  await bothWidths(page, 'suitability-expiring-th', 'จะหมดอายุวันที่ 05/01/2572');
  await inLanguage(page, 'en');
  await bothWidths(page, 'suitability-expiring-en', 'Your suitability assessment expires on 05/01/2029');
  await inLanguage(page, 'th');
  await page.close();

  // Tuesday 9 January 2029: expired. Increases wait for a new assessment; the refusal says how to get one.
  await standAt('2029-01-09T10:00:00');
  page = await signedInPortalPage(browser, email, demoPassword);
  await page.goto('/portfolio');
  await expect(page.getByRole('note').filter({ hasText: 'หมดอายุแล้วเมื่อวันที่ 05/01/2572' })).toBeVisible();
  await investTwentyThousand(page);
  const refusal = page.getByRole('alert').filter({ hasText: 'แบบประเมินหมดอายุ' });
  await expect(refusal).toBeVisible();
  await bothWidths(page, 'suitability-expired-refusal-th', 'แบบประเมินหมดอายุ');
  await refusal.getByRole('link', { name: 'ทำแบบประเมินใหม่ (ประมาณ 5 นาที)' }).click();
  await expect(page).toHaveURL(/\/kyc\/suitability$/);
  await takeSuitability(page);

  // The new assessment runs to 9 January 2031: nothing to tell, and the investment goes through.
  await page.goto('/portfolio');
  await expect(page.getByRole('heading', { level: 1, name: 'ภาพรวมบัญชี' })).toBeVisible();
  await expect(page.getByRole('note').filter({ hasText: 'แบบประเมินความเหมาะสม' })).toHaveCount(0);
  await investTwentyThousand(page);
  await expect(page.getByText('ส่งคำสั่งเพิ่มเงินลงทุนแล้ว รอการอนุมัติ')).toBeVisible();
});
