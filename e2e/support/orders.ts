import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { demoPassword, expect } from '../fixtures.ts';
import { apiSession, standAt } from './onboarded-investor.ts';

const slip = path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/photos/id-front.jpg');

const idempotencyKey = () => `journey-${Date.now()}-${Math.random().toString(36).slice(2)}`;

/**
 * The investor's first investment (10,000 in bitcoin and 10,000 in stablecoin) placed at 10:00 on `day`, paid by
 * slip, the deposit verified and both orders approved by operations, all through the API: the investing journey
 * covers those screens. The orders wait for their NAV.
 */
export async function approvedFirstInvestment(email: string, day: string): Promise<{ id: number }[]> {
  await standAt(`${day}T10:00:00`);
  const investor = await apiSession(email, demoPassword);
  const placed = await investor.api.post('/orders', {
    headers: { 'x-csrf-token': await investor.csrf(), 'Idempotency-Key': idempotencyKey() },
    data: {
      kind: 'increase',
      paymentType: 'BANK_TRANSFER',
      allocations: [
        { strategyCode: 'M-BTC', amount: '10000.00' },
        { strategyCode: 'M-STABLE', amount: '10000.00' },
      ],
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { orders } = (await placed.json()) as { orders: { id: number }[] };
  const opened = await investor.api.post('/deposits', {
    headers: { 'x-csrf-token': await investor.csrf(), 'Idempotency-Key': idempotencyKey() },
    data: { orderId: orders[0]!.id, method: 'BANK_TRANSFER' },
  });
  expect(opened.status(), await opened.text()).toBeLessThan(300);
  const deposit = (await opened.json()) as { id: number };
  const uploaded = await investor.api.post(`/deposits/${deposit.id}/slip`, {
    headers: { 'x-csrf-token': await investor.csrf() },
    multipart: { file: { name: 'slip.jpg', mimeType: 'image/jpeg', buffer: await readFile(slip) } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(200);
  await investor.api.dispose();

  const operations = await apiSession('operations@example.com', demoPassword);
  await operations.send('post', `/admin/deposits/${deposit.id}/approve`);
  for (const order of orders) await operations.send('post', `/admin/orders/${order.id}/approve`);
  await operations.api.dispose();
  return orders;
}

/** At 18:00 on `day` operations enter each NAV and the admin approves it (maker-checker), through the API. */
export async function approvedNavs(day: string, navs: readonly (readonly [code: string, nav: string])[]) {
  await standAt(`${day}T18:00:00`);
  const maker = await apiSession('operations@example.com', demoPassword);
  const checker = await apiSession('admin@example.com', demoPassword);
  for (const [code, nav] of navs) {
    await maker.send('post', '/admin/navs', { strategyCode: code, navDate: day, nav });
    await checker.send('post', `/admin/navs/${code}_${day}/approve`);
  }
  await maker.api.dispose();
  await checker.api.dispose();
}

/** The first investment above, settled at the day's NAVs: bitcoin at 12.5000 and stablecoin at 10.0000. */
export async function unitsHeld(email: string, day: string) {
  await approvedFirstInvestment(email, day);
  await approvedNavs(day, [
    ['M-BTC', '12.5000'],
    ['M-STABLE', '10.0000'],
  ]);
}

/** A reduction of `units` units of `code` placed at 10:00 on `day` and approved by operations, through the API. */
export async function approvedReduction(email: string, day: string, code: string, units: string) {
  await standAt(`${day}T10:00:00`);
  const investor = await apiSession(email, demoPassword);
  const placed = await investor.api.post('/orders', {
    headers: { 'x-csrf-token': await investor.csrf(), 'Idempotency-Key': idempotencyKey() },
    data: { kind: 'reduce', strategyCode: code, units },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()) as { id: number; ref: string };
  await investor.api.dispose();
  const operations = await apiSession('operations@example.com', demoPassword);
  await operations.send('post', `/admin/orders/${order.id}/approve`);
  await operations.api.dispose();
  return order;
}

/**
 * In the portal: the investor picks bitcoin and stablecoin from the strategies list, opens one investment in both,
 * types each amount, pays by bank transfer and goes on with Next.
 */
export async function investInBitcoinAndStablecoin(
  page: Page,
  amounts: { bitcoin: string; stablecoin: string },
) {
  await page.goto('/strategies');
  await expect(page.getByText('พบ 6 กลยุทธ์')).toBeVisible();
  // A pick is kept in the address (the page re-renders once the router has it), so each is clicked and awaited.
  for (const name of ['กลยุทธ์บิตคอยน์', 'กลยุทธ์สเตเบิลคอยน์']) {
    await page.getByLabel(`เปรียบเทียบ ${name}`).click();
    await expect(page.getByLabel(`เปรียบเทียบ ${name}`)).toBeChecked();
  }
  await page.getByRole('link', { name: 'ลงทุน', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'ลงทุนในหลายกลยุทธ์' })).toBeVisible();
  await page.getByLabel('จำนวนเงินลงทุนใน กลยุทธ์บิตคอยน์ (บาท)').fill(amounts.bitcoin);
  await page.getByLabel('จำนวนเงินลงทุนใน กลยุทธ์สเตเบิลคอยน์ (บาท)').fill(amounts.stablecoin);
  await page.getByLabel('โอนเงินผ่านธนาคาร').check();
  await page.getByRole('button', { name: 'ถัดไป' }).click();
}
