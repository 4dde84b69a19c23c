import { jsonResponse, problemResponse, stubFetch } from '../../testing/fetch-stub.ts';
import type { StrategyRecord } from './types.ts';

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

/**
 * The strategies API for one test, signed in with `role`; a PUT answers the record with the body applied, or a
 * 422 with `refuseSave`.
 */
export function stubStrategiesApi(role = 'operations', { refuseSave = false } = {}) {
  const strategies = makeStrategies();
  return stubFetch((request) => {
    const url = new URL(request.url, 'http://backoffice.test');
    if (url.pathname === '/api/me') {
      return jsonResponse({ user: { uuid: 'u-1', email: `${role}@example.com`, role, isAdmin: true } });
    }
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
      return jsonResponse(strategy);
    }
    if (url.pathname === '/api/admin/strategies') {
      return jsonResponse(strategies, {
        headers: { 'Content-Range': `strategies 0-${strategies.length - 1}/${strategies.length}` },
      });
    }
    return problemResponse(404, 'NOT_FOUND');
  });
}
