import { answerOf } from '@fund/contract/testing';
import { listRange, problemResponse, staffMe, stubFetch } from '../../testing/fetch-stub.ts';
import { answerStrategies } from '../../testing/strategies-answer.ts';
import type { OrderLeg, OrderRecord } from './types.ts';

const leg = (over: Partial<OrderLeg>): OrderLeg => ({
  id: 11,
  ref: 'ORD-0011',
  strategyCode: 'M-BTC',
  stage: 'confirm',
  tradeDate: '2026-12-08',
  amount: '150000.00',
  units: null,
  requestedAmount: '150000.00',
  requestedUnits: null,
  fee: null,
  nav: null,
  fullRedemption: false,
  // As the orders below: the investor accepted a risk mismatch.
  riskMismatch: true,
  riskAcceptedAt: '2026-12-08T02:00:00Z',
  ...over,
});

/**
 * Order 11: an increase of a batch waiting for approval, its deposit verified; 12: a switch M-BTC → M-STABLE
 * settled; 13: a rejected reduce; 15: an increase waiting for approval whose deposit is not verified yet; 16: an
 * increase waiting for approval with no deposit.
 */
export function makeOrders(): OrderRecord[] {
  const base = {
    kind: 'increase' as const,
    batchRef: null,
    paymentType: 'QR_PAYMENT' as const,
    receiveType: null,
    deposit: null,
    paymentStatus: null,
    riskMismatch: true,
    riskAcceptedAt: '2026-12-08T02:00:00Z',
    rejectReason: null,
    createdAt: '2026-12-08T02:00:00Z',
    settledAt: null,
    cancelledAt: null,
  };
  const out = leg({
    id: 12,
    ref: 'ORD-0012',
    stage: 'success',
    amount: '2500.5000',
    units: '10.25000000',
    requestedAmount: null,
    requestedUnits: '10.25000000',
    fee: '12.50',
    nav: '244.0000',
    riskMismatch: false,
    riskAcceptedAt: null,
  });
  const into = leg({
    id: 14,
    ref: 'ORD-0014',
    strategyCode: 'M-STABLE',
    stage: 'success',
    amount: '2488.0000',
    units: '240.15440000',
    requestedAmount: null,
    requestedUnits: null,
    nav: '10.3600',
    riskMismatch: false,
    riskAcceptedAt: null,
  });
  return [
    {
      ...base,
      ...leg({}),
      batchRef: 'B-mj3x2k-5',
      deposit: { id: 21, ref: 'DEP-20261208-000021', status: 'VERIFIED' },
      paymentStatus: 'VERIFIED',
      userId: 5,
      email: 'somsri@example.com',
    },
    {
      ...base,
      ...out,
      kind: 'switch',
      paymentType: null,
      receiveType: 'SWITCH',
      riskMismatch: false,
      riskAcceptedAt: null,
      settledAt: '2026-12-08T11:30:00Z',
      legs: { out, in: into },
      userId: 6,
      email: 'anan@example.com',
    },
    {
      ...base,
      ...leg({
        id: 13,
        ref: 'ORD-0013',
        stage: 'reject',
        amount: null,
        units: '5.00000000',
        requestedAmount: null,
      }),
      kind: 'reduce',
      paymentType: null,
      receiveType: 'BANK_ACCOUNT',
      rejectReason: 'บัญชีธนาคารไม่ตรงกับชื่อผู้ลงทุน',
      userId: 5,
      email: 'somsri@example.com',
    },
    {
      ...base,
      ...leg({ id: 15, ref: 'ORD-0015', amount: '20000.00', requestedAmount: '20000.00' }),
      paymentType: 'BANK_TRANSFER',
      deposit: { id: 27, ref: 'DEP-20261208-000027', status: 'PENDING' },
      paymentStatus: 'PENDING',
      userId: 7,
      email: 'malee@example.com',
    },
    {
      ...base,
      ...leg({ id: 16, ref: 'ORD-0016', amount: '30000.00', requestedAmount: '30000.00' }),
      userId: 7,
      email: 'malee@example.com',
    },
    {
      ...base,
      // Rejected by the system, which gives its reason as a code.
      ...leg({ id: 17, ref: 'ORD-0017', stage: 'reject', amount: '10000.00', requestedAmount: '10000.00' }),
      rejectReason: 'ORDER_NOT_PAID_IN_TIME',
      userId: 7,
      email: 'malee@example.com',
    },
  ];
}

/**
 * The orders API for one test: `GET /api/me` answers the given role, the list filters by stage, and approve or
 * reject change the order (409 ORDER_CANNOT_DECIDE once it is no longer waiting, or always when `decidedElsewhere`:
 * another staff member decided it after the page loaded); with `refuseUnfunded`, approving an increase whose deposit
 * is not verified answers 409 ORDER_NOT_FUNDED, as the API does.
 */
export function stubOrdersApi(
  role = 'operations',
  { decidedElsewhere = false, refuseUnfunded = false } = {},
) {
  const orders = makeOrders();
  return stubFetch((request) => {
    const url = new URL(request.url, 'http://backoffice.test');
    if (url.pathname === '/api/me') return staffMe(role);
    const strategies = answerStrategies(url);
    if (strategies) return strategies;
    const action = /^\/api\/admin\/orders\/(\d+)\/(approve|reject)$/.exec(url.pathname);
    if (action && request.method === 'POST') {
      const order = orders.find((o) => o.id === Number(action[1]));
      if (!order) return problemResponse(404, 'NOT_FOUND');
      if (decidedElsewhere || order.stage !== 'confirm') return problemResponse(409, 'ORDER_CANNOT_DECIDE');
      const unfunded = order.kind === 'increase' && order.deposit?.status !== 'VERIFIED';
      if (refuseUnfunded && action[2] === 'approve' && unfunded)
        return problemResponse(409, 'ORDER_NOT_FUNDED');
      order.stage = action[2] === 'approve' ? 'approved' : 'reject';
      if (action[2] === 'reject') {
        order.rejectReason = (request.body as { reason: string }).reason;
        return answerOf('/admin/orders/{id}/reject', 'post', order);
      }
      return answerOf('/admin/orders/{id}/approve', 'post', order);
    }
    const one = /^\/api\/admin\/orders\/(\d+)$/.exec(url.pathname);
    if (one) {
      const order = orders.find((o) => o.id === Number(one[1]));
      if (!order) return problemResponse(404, 'NOT_FOUND');
      return answerOf('/admin/orders/{id}', 'get', order);
    }
    if (url.pathname === '/api/admin/orders') {
      const filter = JSON.parse(url.searchParams.get('filter') ?? '{}') as { stage?: string; q?: string };
      const rows = orders.filter(
        (o) =>
          (!filter.stage || o.stage === filter.stage) &&
          (!filter.q || o.ref.includes(filter.q) || o.email?.includes(filter.q)),
      );
      return answerOf('/admin/orders', 'get', rows, listRange('orders', rows.length));
    }
    return problemResponse(404, 'NOT_FOUND');
  });
}
