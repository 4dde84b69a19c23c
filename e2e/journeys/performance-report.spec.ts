import { demoPassword, expect, test } from '../fixtures.ts';
import { freshEmail, signedInPortalPage } from '../support/investors.ts';
import { onboardedInvestorThroughApi, standAt } from '../support/onboarded-investor.ts';
import { approvedNavs, unitsHeld } from '../support/orders.ts';
import { bothWidths, inLanguage } from '../support/screens.ts';

/**
 * A Wednesday of its own per run (from 5 January 2028, a week apart) and the Tuesday after it, so the NAVs are new
 * each time the journey runs on the same data: an approved NAV cannot be entered again. Within 100 weeks, so the
 * sample ID card (valid to March 2030) has not expired on the day the investor opens the account.
 */
function wednesdayOfThisRun(): string {
  const weeks = Math.floor(Date.now() / 60_000) % 100;
  return new Date(Date.UTC(2028, 0, 5 + weeks * 7)).toISOString().slice(0, 10);
}
const day = wednesdayOfThisRun();
const nextTuesday = new Date(Date.parse(`${day}T00:00:00Z`) + 6 * 86_400_000).toISOString().slice(0, 10);

test.afterAll(async () => {
  await standAt(null);
});

test('the investor reads their performance report on the Statements page, in Thai and English, on a phone and a desktop', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  await standAt(`${day}T09:00:00`);
  const email = freshEmail('performance-report');
  await onboardedInvestorThroughApi(email, demoPassword);
  // 10,000 in bitcoin at 12.5 and 10,000 in stablecoin at 10; six days later bitcoin is at 13.75 (+10 %).
  await unitsHeld(email, day);
  await approvedNavs(nextTuesday, [
    ['M-BTC', '13.7500'],
    ['M-STABLE', '10.0000'],
  ]);
  await standAt(`${nextTuesday}T19:00:00`);

  const portal = await signedInPortalPage(browser, email, demoPassword);
  await portal.goto('/statements');
  const report = portal.getByRole('region', { name: 'รายงานผลการดำเนินงาน' });
  await expect(report.getByRole('heading', { name: 'รวมทุกกลยุทธ์' })).toBeVisible();
  await bothWidths(portal, 'performance-report-th', 'ตั้งแต่ลงทุนครั้งแรก');
  // Bitcoin's TWR since the first investment is the NAV's 10 %, whatever the fee on the purchase.
  const bitcoin = report
    .getByRole('article')
    .filter({ has: portal.getByRole('heading', { name: 'กลยุทธ์บิตคอยน์' }) });
  await expect(bitcoin.getByRole('row', { name: /ตั้งแต่ลงทุนครั้งแรก/ })).toContainText('+10.00%');

  await inLanguage(portal, 'en');
  const english = portal.getByRole('region', { name: 'Performance report' });
  await expect(english.getByRole('heading', { name: 'All strategies' })).toBeVisible();
  await bothWidths(portal, 'performance-report-en', 'Since first investment');
});
