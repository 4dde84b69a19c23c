import { answerOf } from '@fund/contract/testing';
import { listRange, problemResponse, staffMe, stubFetch } from '../../testing/fetch-stub.ts';
import { answerStrategies } from '../../testing/strategies-answer.ts';
import type { NavRecord } from './types.ts';

/**
 * M-BTC and M-META of 8 Dec entered by maker@example.com and pending; M-STABLE of 7 Dec approved (demo data).
 */
export function makeNavs(): NavRecord[] {
  return [
    {
      id: 'M-BTC_2026-12-08',
      strategyCode: 'M-BTC',
      navDate: '2026-12-08',
      nav: '1244.5000',
      status: 'PENDING',
      demo: false,
      enteredBy: '3',
      enteredByEmail: 'maker@example.com',
      enteredByMe: false,
      enteredAt: '2026-12-08T11:00:00Z',
      approvedBy: null,
      approvedByEmail: null,
      approvedAt: null,
      rejectReason: null,
    },
    {
      id: 'M-META_2026-12-08',
      strategyCode: 'M-META',
      navDate: '2026-12-08',
      nav: '25.1200',
      status: 'PENDING',
      demo: false,
      enteredBy: '3',
      enteredByEmail: 'maker@example.com',
      enteredByMe: false,
      enteredAt: '2026-12-08T11:05:00Z',
      approvedBy: null,
      approvedByEmail: null,
      approvedAt: null,
      rejectReason: null,
    },
    {
      id: 'M-STABLE_2026-12-07',
      strategyCode: 'M-STABLE',
      navDate: '2026-12-07',
      nav: '10.3600',
      status: 'APPROVED',
      demo: true,
      enteredBy: '3',
      enteredByEmail: 'maker@example.com',
      enteredByMe: false,
      enteredAt: '2026-12-07T11:00:00Z',
      approvedBy: '4',
      approvedByEmail: 'checker@example.com',
      approvedAt: '2026-12-07T11:30:00Z',
      rejectReason: null,
    },
  ];
}

export const settlementTotals = {
  ordersSettled: 3,
  unitsIn: '120.55000000',
  unitsOut: '4.00000000',
  amountIn: '150000.00',
  amountOut: '4978.00',
  fees: '1250.00',
};

/** The staff ids the NAVs above know their maker and checker by; anyone else signs in as staff member 9. */
const staffIds: Record<string, number> = { 'maker@example.com': 3, 'checker@example.com': 4 };

/**
 * A NAV as creating, approving and rejecting answer it: its staff ids as numbers, where the list's rows have them
 * as strings.
 */
function withNumericIds(nav: NavRecord) {
  return {
    ...nav,
    enteredBy: nav.enteredBy === null ? null : Number(nav.enteredBy),
    approvedBy: nav.approvedBy === null ? null : Number(nav.approvedBy),
  };
}

/**
 * The NAVs API for one test, signed in as `email` with `role`, as staff member `staffId` (by default the id the
 * e-mail has above): each NAV answers `enteredByMe` for them. Approving answers the NAV and the settlement totals,
 * (nothing settled and `paused` with `settlementPaused`, as with the settlementOrder flag off; `ordersSettled` of
 * them otherwise),
 * or 403 NAV_MAKER_CANNOT_APPROVE for the NAV's maker (or always with `apiSaysMaker`); creating answers the new
 * PENDING NAV, entered by them.
 */
export function stubNavsApi(
  role = 'operations',
  email = 'checker@example.com',
  {
    apiSaysMaker = false,
    staffId = staffIds[email] ?? 9,
    settlementPaused = false,
    ordersSettled = settlementTotals.ordersSettled,
  }: { apiSaysMaker?: boolean; staffId?: number; settlementPaused?: boolean; ordersSettled?: number } = {},
) {
  const navs = makeNavs().map((nav) => ({ ...nav, enteredByMe: nav.enteredBy === String(staffId) }));
  const uuid = `00000000-0000-4000-8000-${String(staffId).padStart(12, '0')}`;
  return stubFetch(async (request) => {
    const url = new URL(request.url, 'http://backoffice.test');
    if (url.pathname === '/api/me') return staffMe(role, { uuid, email });
    const strategies = answerStrategies(url);
    if (strategies) return strategies;
    const action = /^\/api\/admin\/navs\/([^/]+)\/(approve|reject)$/.exec(url.pathname);
    if (action && request.method === 'POST') {
      const nav = navs.find((n) => n.id === decodeURIComponent(action[1]!));
      if (!nav) return problemResponse(404, 'NOT_FOUND');
      if (nav.status !== 'PENDING') return problemResponse(409, 'NAV_NOT_PENDING');
      if (action[2] === 'reject') {
        Object.assign(nav, { status: 'REJECTED', rejectReason: (request.body as { reason: string }).reason });
        return answerOf('/admin/navs/{id}/reject', 'post', withNumericIds(nav));
      }
      if (apiSaysMaker || nav.enteredBy === String(staffId))
        return problemResponse(403, 'NAV_MAKER_CANNOT_APPROVE');
      Object.assign(nav, { status: 'APPROVED', approvedByEmail: email });
      const settled = settlementPaused
        ? {
            ...settlementTotals,
            ordersSettled: 0,
            unitsIn: '0',
            unitsOut: '0',
            amountIn: '0.00',
            amountOut: '0.00',
            fees: '0.00',
            paused: true as const,
          }
        : { ...settlementTotals, ordersSettled };
      return answerOf('/admin/navs/{id}/approve', 'post', { nav: withNumericIds(nav), settlement: settled });
    }
    if (url.pathname === '/api/admin/navs' && request.method === 'POST') {
      const body = request.body as { strategyCode: string; navDate: string; nav: string };
      const created = {
        ...withNumericIds(makeNavs()[0]!),
        ...body,
        id: `${body.strategyCode}_${body.navDate}`,
        enteredBy: staffId,
        enteredByEmail: email,
        enteredByMe: true,
      };
      return answerOf('/admin/navs', 'post', created, { status: 201 });
    }
    if (url.pathname === '/api/admin/navs') {
      return answerOf('/admin/navs', 'get', navs, listRange('navs', navs.length));
    }
    return problemResponse(404, 'NOT_FOUND');
  });
}
