import { answerOf } from '@fund/contract/testing';
import { listRange, problemResponse, staffMe, stubFetch } from '../../testing/fetch-stub.ts';
import type { FxRateRecord } from './types.ts';

/** 8 Dec entered by maker@example.com and pending (listed first, as the API does); 7 Dec approved. */
export function makeFxRates(): FxRateRecord[] {
  return [
    {
      id: '2026-12-08',
      rateDate: '2026-12-08',
      rate: '36.500000',
      status: 'PENDING',
      enteredBy: 3,
      enteredByEmail: 'maker@example.com',
      enteredByMe: false,
      enteredAt: '2026-12-08T11:00:00Z',
      approvedBy: null,
      approvedByEmail: null,
      approvedAt: null,
      rejectReason: null,
    },
    {
      id: '2026-12-07',
      rateDate: '2026-12-07',
      rate: '36.412345',
      status: 'APPROVED',
      enteredBy: 3,
      enteredByEmail: 'maker@example.com',
      enteredByMe: false,
      enteredAt: '2026-12-07T11:00:00Z',
      approvedBy: 4,
      approvedByEmail: 'checker@example.com',
      approvedAt: '2026-12-07T11:30:00Z',
      rejectReason: null,
    },
  ];
}

const staffIds: Record<string, number> = { 'maker@example.com': 3, 'checker@example.com': 4 };

/**
 * The reference-rates API for one test, signed in as `email` with `role`: each rate answers `enteredByMe` for them;
 * approving refuses the maker with 403 FX_RATE_MAKER_CANNOT_APPROVE; creating answers the new PENDING rate.
 */
export function stubFxRatesApi(role = 'operations', email = 'checker@example.com') {
  const staffId = staffIds[email] ?? 9;
  const rates = makeFxRates().map((rate) => ({ ...rate, enteredByMe: rate.enteredBy === staffId }));
  const uuid = `00000000-0000-4000-8000-${String(staffId).padStart(12, '0')}`;
  return stubFetch(async (request) => {
    const url = new URL(request.url, 'http://backoffice.test');
    if (url.pathname === '/api/me') return staffMe(role, { uuid, email });
    const action = /^\/api\/admin\/fx-rates\/([^/]+)\/(approve|reject)$/.exec(url.pathname);
    if (action && request.method === 'POST') {
      const rate = rates.find((r) => r.id === action[1]);
      if (!rate) return problemResponse(404, 'NOT_FOUND');
      if (rate.status !== 'PENDING') return problemResponse(409, 'FX_RATE_NOT_PENDING');
      if (action[2] === 'reject') {
        Object.assign(rate, {
          status: 'REJECTED',
          rejectReason: (request.body as { reason: string }).reason,
        });
        return answerOf('/admin/fx-rates/{id}/reject', 'post', rate);
      }
      if (rate.enteredBy === staffId) return problemResponse(403, 'FX_RATE_MAKER_CANNOT_APPROVE');
      Object.assign(rate, { status: 'APPROVED', approvedByEmail: email });
      return answerOf('/admin/fx-rates/{id}/approve', 'post', rate);
    }
    if (url.pathname === '/api/admin/fx-rates' && request.method === 'POST') {
      const body = request.body as { rateDate: string; rate: string };
      const created = {
        ...makeFxRates()[0]!,
        ...body,
        id: body.rateDate,
        enteredBy: staffId,
        enteredByEmail: email,
        enteredByMe: true,
      };
      return answerOf('/admin/fx-rates', 'post', created, { status: 201 });
    }
    if (url.pathname === '/api/admin/fx-rates') {
      return answerOf('/admin/fx-rates', 'get', rates, listRange('fx-rates', rates.length));
    }
    return problemResponse(404, 'NOT_FOUND');
  });
}
