import { brands } from '@fund/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { standAt } from '../orders/test-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /strategies', () => {
  it('lists the six strategies with M- codes, Thai and English names and the total', async () => {
    const { body } = await t.http().get('/strategies').expect(200);
    expect(body.total).toBe(6);
    expect(body.data.map((s: { code: string }) => s.code)).toEqual([
      'M-BTC',
      'M-LARGECAP',
      'M-INFRA',
      'M-META',
      'M-STABLE',
      'M-NEXTGEN',
    ]);
    expect(body.data[4]).toMatchObject({
      minBand: 'LOW',
      name: { th: 'กลยุทธ์สเตเบิลคอยน์', en: 'Stablecoin Strategy' },
    });
  });

  it('searches by code or by name in either language, treating % as a character', async () => {
    expect((await t.http().get('/strategies').query({ q: 'บิตคอยน์' })).body.total).toBe(1);
    expect((await t.http().get('/strategies').query({ q: 'meta' })).body.data[0].code).toBe('M-META');
    expect((await t.http().get('/strategies').query({ q: '%' })).body.total).toBe(0);
  });

  it('answers one strategy, 404 for an unknown code and 422 for a malformed one', async () => {
    expect((await t.http().get('/strategies/M-BTC').expect(200)).body.riskLevel).toBe(8);
    expect((await t.http().get('/strategies/M-NOPE').expect(404)).body.code).toBe('NOT_FOUND');
    await t.http().get('/strategies/bitcoin').expect(422);
  });
});

describe('strategy details, NAV and returns', () => {
  it('each strategy carries its fees, minimums, latest NAV marked as demo and its returns', async () => {
    const { body } = await t.http().get('/strategies').expect(200);
    const btc = body.data.find((s: { code: string }) => s.code === 'M-BTC');
    expect(btc).toMatchObject({
      navIsDemo: true,
      fees: {
        increasePercent: '0.25',
        reducePercentOfProfit: '10',
        managementPercentPerYear: '1.5',
        performancePercent: '10',
      },
      minimums: { firstInvestment: '10000.00', nextInvestment: '10000.00', reductionValue: '1000.00' },
    });
    expect(btc.nav).toMatch(/^\d+\.\d{4}$/);
    expect(btc.returns['1Y']).toMatch(/^-?\d+\.\d{2}$/);
    const nextGen = body.data.find((s: { code: string }) => s.code === 'M-NEXTGEN');
    expect(nextGen).toMatchObject({ nav: null, navDate: null, managementStartDate: '2027-01-04' });
    expect(nextGen.returns['1D']).toBeNull();
    const stable = body.data.find((s: { code: string }) => s.code === 'M-STABLE');
    expect(stable.fees.performancePercent).toBe('0');
  });

  it('the detail has every spec field, yearly returns and the drawdown; none before management starts', async () => {
    standAt(t, '2026-12-08T10:00:00');
    const { body: btc } = await t.http().get('/strategies/M-BTC').expect(200);
    expect(btc).toMatchObject({
      startPrice: '10.0000',
      registrationDate: '2021-02-15',
      managementStartDate: '2021-03-01',
      manager: brands.mfund.legalName,
      dividendPolicy: { en: 'No dividend' },
      dealing: { cutOff: '14:00' },
      managementStarted: true,
    });
    expect(btc.yearlyReturns[0]).toMatchObject({ year: 2021 });
    expect(Number(btc.maxDrawdownPercent)).toBeLessThan(0);
    for (const field of ['currencyPolicy', 'trustee', 'managementModel', 'suitableFor', 'unsuitableFor']) {
      expect(btc[field]).toMatchObject({ th: expect.any(String), en: expect.any(String) });
    }
    const { body: nextGen } = await t.http().get('/strategies/M-NEXTGEN').expect(200);
    expect(nextGen).toMatchObject({ managementStarted: false, maxDrawdownPercent: null, yearlyReturns: [] });
  });

  it('management has started from its start date in Bangkok, the date itself included', async () => {
    // M-NEXTGEN starts on 2027-01-04: 23:59 Bangkok on the 3rd is still before it, 00:00 on the 4th is not.
    standAt(t, '2027-01-03T23:59:59');
    expect((await t.http().get('/strategies/M-NEXTGEN').expect(200)).body.managementStarted).toBe(false);
    standAt(t, '2027-01-04T00:00:00');
    const { body } = await t.http().get('/strategies/M-NEXTGEN').expect(200);
    // Started, though no NAV is approved yet: there is simply no drawdown to show.
    expect(body).toMatchObject({ managementStarted: true, maxDrawdownPercent: null });
  });

  it('the latest NAV equals the last point of the history, and the history skips weekends', async () => {
    const { body: btc } = await t.http().get('/strategies/M-BTC').expect(200);
    const { body } = await t.http().get('/strategies/M-BTC/nav').query({ from: '2026-01-01' }).expect(200);
    expect(body.data.at(-1)).toEqual({ date: btc.navDate, nav: btc.nav });
    for (const { date } of body.data) expect([0, 6]).not.toContain(new Date(`${date}T00:00:00Z`).getUTCDay());
    await t.http().get('/strategies/M-BTC/nav').query({ from: '01/01/2026' }).expect(422);
    await t.http().get('/strategies/M-NOPE/nav').expect(404);
  });
});
