import type { investing } from '@fund/domain';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { answerBody, answerOf } from './testing.ts';
import type { Answer, RequestBody } from './types.ts';

const tradingDay = {
  now: '2026-11-23T03:00:00.000Z',
  businessDate: '2026-11-23',
  isBusinessDay: true,
  cutOff: '14:00',
  beforeCutOff: true,
  tradeDate: '2026-11-23',
  settlementDate: '2026-11-25',
};

describe('test doubles from the contract', () => {
  it('answer the body as JSON with the status given', async () => {
    const response = answerOf('/calendar/trading-day', 'get', tradingDay);
    expect(response.status).toBe(200);
    await expect(response.json()).resolves.toEqual(tradingDay);
  });

  it('cannot answer what the API never would (checked by the type check)', () => {
    // The field the prose once named: the API answers businessDate.
    // @ts-expect-error calendarDay is not in the answer schema
    answerBody<'/calendar/trading-day'>({ ...tradingDay, calendarDay: '2026-11-23' });
    const { settlementDate: _, ...withoutSettlement } = tradingDay;
    // @ts-expect-error settlementDate is always answered
    answerBody<'/calendar/trading-day'>(withoutSettlement);
    // @ts-expect-error a boolean, not a string
    answerBody<'/calendar/trading-day'>({ ...tradingDay, isBusinessDay: 'yes' });
    expect(answerBody<'/calendar/trading-day'>(tradingDay)).toBe(tradingDay);
  });

  it('type an order as the API answers it, money as decimal strings', () => {
    expectTypeOf<Answer<'/orders/{id}'>['amount']>().toEqualTypeOf<string | null>();
    expectTypeOf<RequestBody<'/orders', 'post'>>().toHaveProperty('kind');
  });

  it('type an enumerated string as the union of its values, from the domain', () => {
    expectTypeOf<Answer<'/orders/{id}'>['stage']>().toEqualTypeOf<investing.OrderStageName>();
  });
});
