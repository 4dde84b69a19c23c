import type {
  ChangeRequestKind,
  ChangeRequestStatus,
  CustomerType,
  EddReason,
  InboxKind,
  InboxStatus,
  investing,
  KycStepStatus,
} from '@fund/domain';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { answerBody, answerOf, problemOf } from './testing.ts';
import type { Answer, ItemOf, RequestBody } from './types.ts';

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

  it('refuse as the API does: problem+json whose type names the code', async () => {
    const response = problemOf(413, 'FILE_TOO_LARGE');
    expect(response.status).toBe(413);
    expect(response.headers.get('content-type')).toBe('application/problem+json');
    await expect(response.json()).resolves.toEqual({
      type: 'urn:problem:FILE_TOO_LARGE',
      title: 'FILE_TOO_LARGE',
      status: 413,
      code: 'FILE_TOO_LARGE',
    });
  });

  it('type an order as the API answers it, money as decimal strings', () => {
    expectTypeOf<Answer<'/orders/{id}'>['amount']>().toEqualTypeOf<string | null>();
    expectTypeOf<RequestBody<'/orders', 'post'>>().toHaveProperty('kind');
  });

  it('type an enumerated string as the union of its values, from the domain', () => {
    expectTypeOf<Answer<'/orders/{id}'>['stage']>().toEqualTypeOf<investing.OrderStageName>();
    type Row<P extends '/admin/navs' | '/admin/fx-rates' | '/admin/settlements' | '/admin/inbox'> = ItemOf<
      Answer<P>
    >;
    expectTypeOf<Row<'/admin/navs'>['status']>().toEqualTypeOf<investing.NavStatus>();
    expectTypeOf<Row<'/admin/fx-rates'>['status']>().toEqualTypeOf<investing.FxRateStatus>();
    expectTypeOf<Row<'/admin/settlements'>['cause']>().toEqualTypeOf<investing.SettlementCauseName>();
    expectTypeOf<Row<'/admin/inbox'>['kind']>().toEqualTypeOf<InboxKind>();
    expectTypeOf<Row<'/admin/inbox'>['status']>().toEqualTypeOf<InboxStatus>();
    expectTypeOf<ItemOf<Answer<'/admin/users'>>['customerType']>().toEqualTypeOf<CustomerType>();
    expectTypeOf<
      ItemOf<Answer<'/admin/reconciliations'>>['status']
    >().toEqualTypeOf<investing.ReconciliationStatus>();
    type Profile = Answer<'/me/profile'>;
    expectTypeOf<Profile['status']>().toEqualTypeOf<KycStepStatus>();
    expectTypeOf<ItemOf<Profile['changeRequests']>['kind']>().toEqualTypeOf<ChangeRequestKind>();
    expectTypeOf<ItemOf<Profile['changeRequests']>['status']>().toEqualTypeOf<ChangeRequestStatus>();
    expectTypeOf<Answer<'/kyc/aml', 'post', 201>['eddReasons']>().toEqualTypeOf<EddReason[]>();
  });
});
