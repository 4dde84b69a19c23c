import { answerOf } from '@fund/contract/testing';
import { brands } from '@fund/domain';
import { listRange, problemResponse, staffMe, stubFetch } from '../../testing/fetch-stub.ts';
import type { StrategyDetail, StrategyRecord } from './types.ts';

/** M-BTC with a NAV; M-NEXTGEN before management starts (no NAV yet). */
export function makeStrategies(): StrategyRecord[] {
  return [
    {
      id: 'M-BTC',
      code: 'M-BTC',
      name: { th: 'กลยุทธ์บิตคอยน์', en: 'Bitcoin Strategy' },
      summary: { th: 'ลงทุนในบิตคอยน์', en: 'Invests in bitcoin' },
      riskLevel: 8,
      minBand: 'VERY_HIGH',
      increaseFeeRate: '0.0025',
      switchInFeeRate: '0.003',
      performanceFeeRate: '0.1',
      reduceFeeRate: '0.1',
      managementFeeRate: '0.02',
      totalCostRate: '0.0275',
      minFirstInvestment: '10000.00',
      minNextInvestment: '10000.00',
      minReductionValue: '1000.00',
      nav: '12.3456',
      navDate: '2026-12-07',
      updatedAt: '2026-12-01T03:00:00.000Z',
    },
    {
      id: 'M-NEXTGEN',
      code: 'M-NEXTGEN',
      name: { th: 'กลยุทธ์โทเคนยุคใหม่', en: 'Next-Generation Token Strategy' },
      summary: { th: 'โทเคนยุคใหม่', en: 'New tokens' },
      riskLevel: 8,
      minBand: 'HIGH',
      increaseFeeRate: '0',
      switchInFeeRate: '0',
      performanceFeeRate: '0.15',
      reduceFeeRate: '0.15',
      managementFeeRate: '0.025',
      totalCostRate: '0.03',
      minFirstInvestment: '20000.00',
      minNextInvestment: '15000.00',
      minReductionValue: '2500.00',
      nav: null,
      navDate: null,
      updatedAt: '2026-12-01T03:00:00.000Z',
    },
  ];
}

/** The read-only spec §3 fields the single strategy's answer adds (M-BTC's). */
export const strategyDetails: Omit<StrategyDetail, keyof StrategyRecord> = {
  type: { th: 'สินทรัพย์ดิจิทัลเดี่ยว', en: 'Single digital asset' },
  startPrice: '10.0000',
  currencyPolicy: {
    th: 'ลงทุนและรายงานมูลค่าเป็นเงินบาท ไม่ป้องกันความเสี่ยงอัตราแลกเปลี่ยน',
    en: 'Invested and valued in Thai baht; currency risk is not hedged',
  },
  dividendPolicy: { th: 'ไม่จ่ายเงินปันผล', en: 'No dividend' },
  registrationDate: '2021-02-15',
  manager: brands.mfund.legalName,
  trustee: { th: 'ผู้รับฝากทรัพย์สินอิสระ', en: 'An independent custodian' },
  managementModel: { th: 'ถือบิตคอยน์เป็นหลัก', en: 'Holds bitcoin' },
  managementStartDate: '2021-03-01',
  dealing: {
    increaseDays: { th: 'ทุกวันทำการ', en: 'Every business day' },
    reduceDays: { th: 'ทุกวันทำการ', en: 'Every business day' },
    period: { th: 'ส่งคำสั่งได้ตลอดเวลา', en: 'Orders any time' },
    cutOff: '14:00',
    settlement: { th: 'ภายใน 2 วันทำการ (T+1)', en: 'Within 2 business days (T+1)' },
  },
  suitableFor: { th: 'ผู้ลงทุนที่รับความเสี่ยงได้สูงมาก', en: 'Investors with a very high risk tolerance' },
  unsuitableFor: { th: 'ผู้ที่ต้องการเงินต้นคืนครบ', en: 'Anyone who needs the capital back in full' },
};

/**
 * The strategies API for one test, signed in with `role`; a PUT answers the record with the body applied, or a
 * 422 with `refuseSave`.
 */
export function stubStrategiesApi(role = 'operations', { refuseSave = false } = {}) {
  const strategies = makeStrategies();
  return stubFetch((request) => {
    const url = new URL(request.url, 'http://backoffice.test');
    if (url.pathname === '/api/me') return staffMe(role);
    const one = /^\/api\/admin\/strategies\/([^/]+)$/.exec(url.pathname);
    if (one) {
      const strategy = strategies.find((s) => s.id === decodeURIComponent(one[1]!));
      if (!strategy) return problemResponse(404, 'NOT_FOUND');
      if (request.method === 'PUT' && refuseSave) {
        return problemResponse(422, 'VALIDATION_FAILED', {
          errors: [{ field: 'body.increaseFeeRate', code: 'number.max', message: 'too high' }],
        });
      }
      if (request.method === 'PUT') Object.assign(strategy, request.body as object);
      const answer = { ...strategy, ...strategyDetails };
      return request.method === 'PUT'
        ? answerOf('/admin/strategies/{code}', 'put', answer)
        : answerOf('/admin/strategies/{code}', 'get', answer);
    }
    if (url.pathname === '/api/admin/strategies') {
      return answerOf('/admin/strategies', 'get', strategies, listRange('strategies', strategies.length));
    }
    return problemResponse(404, 'NOT_FOUND');
  });
}
