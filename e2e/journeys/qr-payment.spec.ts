import type { Page } from '@playwright/test';
import { demoPassword, expect, stack, test, waitForMail } from '../fixtures.ts';
import { freshEmail, signedInPortalPage } from '../support/investors.ts';
import { apiSession, onboardedInvestorThroughApi, standAt } from '../support/onboarded-investor.ts';

// Tuesday 15 June 2027, 10:00 Bangkok: a business day before the cut-off.
test.afterAll(async () => {
  await standAt(null);
});

/** The first investment in two strategies, read and confirmed in English, to be paid by PromptPay QR. */
async function investInEnglish(page: Page) {
  await page.goto('/strategies');
  for (const name of ['Bitcoin Strategy', 'Stablecoin Strategy']) {
    await page.getByLabel(`Compare ${name}`).click();
    await expect(page.getByLabel(`Compare ${name}`)).toBeChecked();
  }
  await page.getByRole('link', { name: 'Invest', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Invest in several strategies' })).toBeVisible();
  await page.getByLabel('Amount to invest in Bitcoin Strategy (THB)').fill('10000');
  await page.getByLabel('Amount to invest in Stablecoin Strategy (THB)').fill('15000');
  await page.getByLabel('PromptPay QR').check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Confirm your order' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm order' }).click();
  // The investment's own page: both orders, one payment for them.
  await expect(page).toHaveURL(/\/orders\/batch\/B-[\w-]+$/);
  await expect(page.getByRole('heading', { name: /^Multi-strategy investment B-/ })).toBeVisible();
  await expect(page.getByText('25,000.00').first()).toBeVisible();
}

test('an investor reading English pays a two-strategy investment by PromptPay QR; the bank confirms it and the page and the e-mail say so in English', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  await standAt('2027-06-15T10:00:00');
  const email = freshEmail('qr-payment');
  await onboardedInvestorThroughApi(email, demoPassword);

  const page = await signedInPortalPage(browser, email, demoPassword);
  // The language switch keeps the account's language too: the e-mails follow it.
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
  const investor = await apiSession(email, demoPassword);
  await expect
    .poll(
      async () =>
        ((await (await investor.api.get('/me')).json()) as { user: { language: string } }).user.language,
    )
    .toBe('en');

  await investInEnglish(page);
  // PromptPay was chosen with the order: paying asks no second time.
  await page.getByRole('button', { name: 'Pay (PromptPay QR)' }).click();
  await expect(page).toHaveURL(/\/deposits\/\d+$/);
  await expect(page.getByRole('img', { name: 'PromptPay QR to pay 25,000.00 THB' })).toBeVisible();
  const depositId = Number(new URL(page.url()).pathname.split('/').pop());

  // The bank: the investor's banking app paid the QR; the bank signs its confirmation and posts it to the API.
  const qr = (await (await investor.api.get(`/deposits/${depositId}/qr`)).json()) as {
    reference: string;
    amount: string;
  };
  expect(qr.amount).toBe('25000.00');
  const paid = await fetch(`${stack.api()}/simulators/bank/qr-payments`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ reference: qr.reference, amount: qr.amount }),
  });
  expect(paid.status, await paid.clone().text()).toBe(200);

  // The page sees it by itself, without a reload.
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible({ timeout: 15_000 });
  await expect(
    page.getByText('The bank confirmed your payment of 25,000.00 THB; your order continues.'),
  ).toBeVisible();
  const mail = await waitForMail(email, /^Deposit \S+ received$/);
  expect(mail.subject).toMatch(/received$/);
});
