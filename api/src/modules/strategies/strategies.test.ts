import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import { createTestApp } from '../../../test/test-app.ts';

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
