import { answerOf } from '@fund/contract/testing';
import { listRange, problemResponse, staffMe, stubFetch } from '../../testing/fetch-stub.ts';
import { makeOrders } from '../orders/orders-stub-api.ts';
import type { BankNotificationEvidence, DepositDetail, QrNotification } from './types.ts';

/**
 * Deposit 21: a transfer with a PNG slip waiting for verification; 22: a QR payment with a PDF slip; 23: a
 * transfer without a slip yet; 24: rejected for a payer name mismatch; 25: a QR payment verified by the bank's
 * notification; 26: a QR payment the bank reported with another amount, left pending for operations; 27: a QR
 * payment waiting with neither a slip nor a notification from the bank; 28: a QR payment the bank reported paid by
 * someone other than the investor, left pending for operations.
 */
export function makeDeposits(): DepositDetail[] {
  const orders = makeOrders();
  const [order] = orders;
  const base = {
    method: 'BANK_TRANSFER' as const,
    status: 'PENDING' as const,
    slipUploaded: true,
    slipUploadedAt: '2026-12-08T02:30:00Z',
    rejectReason: null,
    createdAt: '2026-12-08T02:00:00Z',
    verifiedAt: null,
    verifiedBy: null,
    verifiedByBankTransactionId: null,
    qrNotifications: [],
    userId: 5,
    email: 'somsri@example.com',
    investorName: { th: 'สมศรี ใจดี', en: 'Somsri Jaidee' },
    bankAccount: { bankCode: '004', accountName: 'สมศรี ใจดี' },
    slip: { mimeType: 'image/png', sizeBytes: 2048, uploadedAt: '2026-12-08T02:30:00Z' },
    orders: [order!],
    companyAccount: {
      bankName: { th: 'ธนาคารกสิกรไทย', en: 'Kasikornbank' },
      branch: { th: 'สำนักงานใหญ่', en: 'Head office' },
      accountNumber: '0011234567',
      accountName: { th: 'บริษัทหลักทรัพย์จัดการกองทุน', en: 'The fund manager' },
    },
  };
  return [
    {
      ...base,
      id: 21,
      ref: 'DEP-20261208-000021',
      qrReference: 'DEP20261208000021',
      amount: '150000.00',
      orderIds: [11],
    },
    {
      ...base,
      id: 22,
      ref: 'DEP-20261208-000022',
      qrReference: 'DEP20261208000022',
      amount: '25000.75',
      method: 'QR_PAYMENT',
      orderIds: [],
      orders: [],
      slip: { mimeType: 'application/pdf', sizeBytes: 4096, uploadedAt: '2026-12-08T02:40:00Z' },
    },
    {
      ...base,
      id: 23,
      ref: 'DEP-20261208-000023',
      qrReference: 'DEP20261208000023',
      amount: '10000.00',
      status: 'AWAITING_SLIP',
      slipUploaded: false,
      slipUploadedAt: null,
      slip: null,
      orderIds: [],
      orders: [],
    },
    {
      ...base,
      id: 24,
      ref: 'DEP-20261208-000024',
      qrReference: 'DEP20261208000024',
      amount: '12000.00',
      status: 'REJECTED',
      rejectReason: 'ชื่อผู้โอนไม่ตรงกับชื่อผู้ลงทุน',
      orderIds: [],
      orders: [],
    },
    {
      ...base,
      id: 25,
      ref: 'DEP-20261208-000025',
      qrReference: 'DEP20261208000025',
      amount: '20000.00',
      method: 'QR_PAYMENT',
      status: 'VERIFIED',
      slipUploaded: false,
      slipUploadedAt: null,
      slip: null,
      verifiedAt: '2026-12-08T03:01:00Z',
      verifiedByBankTransactionId: 'KBANK-7001',
      qrNotifications: [
        {
          bankTransactionId: 'KBANK-7001',
          amount: '20000.00',
          paidAt: '2026-12-08T03:00:30Z',
          payerName: 'นาง ส*** ใ***',
          payerAccount: 'xxx-x-xx789-0',
          outcome: 'VERIFIED',
          amountDiffers: false,
          note: null,
          receivedAt: '2026-12-08T03:01:00Z',
        },
      ],
      orderIds: [],
      orders: [],
    },
    {
      ...base,
      id: 26,
      ref: 'DEP-20261208-000026',
      qrReference: 'DEP20261208000026',
      amount: '20000.00',
      method: 'QR_PAYMENT',
      slipUploaded: false,
      slipUploadedAt: null,
      slip: null,
      qrNotifications: [
        {
          bankTransactionId: 'KBANK-7002',
          amount: '2000.00',
          paidAt: '2026-12-08T03:00:30Z',
          payerName: 'นาง ส*** ใ***',
          payerAccount: 'xxx-x-xx789-0',
          outcome: 'AMOUNT_DIFFERS',
          amountDiffers: true,
          note: 'Paid 2000.00 THB, the deposit is 20000.00 THB; operations decide',
          receivedAt: '2026-12-08T03:01:00Z',
        },
      ],
      orderIds: [],
      orders: [],
    },
    {
      ...base,
      id: 27,
      ref: 'DEP-20261208-000027',
      qrReference: 'DEP20261208000027',
      amount: '20000.00',
      method: 'QR_PAYMENT',
      slipUploaded: false,
      slipUploadedAt: null,
      slip: null,
      orderIds: [15],
      orders: orders.filter((o) => o.id === 15),
    },
    {
      ...base,
      id: 28,
      ref: 'DEP-20261208-000028',
      qrReference: 'DEP20261208000028',
      amount: '20000.00',
      method: 'QR_PAYMENT',
      slipUploaded: false,
      slipUploadedAt: null,
      slip: null,
      qrNotifications: [
        {
          bankTransactionId: 'KBANK-7003',
          amount: '20000.00',
          paidAt: '2026-12-08T03:10:30Z',
          payerName: 'นาย ม*** ม***',
          payerAccount: 'xxx-x-xx456-1',
          outcome: 'NAME_MISMATCH',
          amountDiffers: false,
          note: "Paid by นาย ม*** ม***, not in the investor's name; operations decide",
          receivedAt: '2026-12-08T03:11:00Z',
        },
      ],
      orderIds: [],
      orders: [],
    },
  ];
}

/** As the API answers a queue row's `bankNotification`: the latest notification checked against the deposit. */
function latestChecked(notifications: QrNotification[]): BankNotificationEvidence | null {
  const evidence = notifications.map((n): BankNotificationEvidence | null =>
    n.outcome === 'VERIFIED'
      ? 'MATCHED'
      : n.outcome === 'AMOUNT_DIFFERS' || n.outcome === 'NAME_MISMATCH'
        ? n.outcome
        : null,
  );
  return evidence.filter((e) => e !== null).at(-1) ?? null;
}

/**
 * The deposits API for one test: `GET /api/me` answers the given role, the list filters by status and method,
 * approve and reject change the deposit (409 DEPOSIT_NOT_PENDING once decided, or always when `decidedElsewhere`).
 */
export function stubDepositsApi(role = 'operations', { decidedElsewhere = false } = {}) {
  const deposits = makeDeposits();
  return stubFetch((request) => {
    const url = new URL(request.url, 'http://backoffice.test');
    if (url.pathname === '/api/me') return staffMe(role);
    const action = /^\/api\/admin\/deposits\/(\d+)\/(approve|reject)$/.exec(url.pathname);
    if (action && request.method === 'POST') {
      const deposit = deposits.find((d) => d.id === Number(action[1]));
      if (!deposit) return problemResponse(404, 'NOT_FOUND');
      const open = deposit.status === 'PENDING' || deposit.status === 'AWAITING_SLIP';
      if (decidedElsewhere || !open) return problemResponse(409, 'DEPOSIT_NOT_PENDING');
      deposit.status = action[2] === 'approve' ? 'VERIFIED' : 'REJECTED';
      if (action[2] === 'reject') {
        deposit.rejectReason = (request.body as { reason: string }).reason;
        return answerOf('/admin/deposits/{id}/reject', 'post', deposit);
      }
      return answerOf('/admin/deposits/{id}/approve', 'post', deposit);
    }
    const one = /^\/api\/admin\/deposits\/(\d+)$/.exec(url.pathname);
    if (one) {
      const deposit = deposits.find((d) => d.id === Number(one[1]));
      return deposit ? answerOf('/admin/deposits/{id}', 'get', deposit) : problemResponse(404, 'NOT_FOUND');
    }
    if (url.pathname === '/api/admin/deposits') {
      const filter = JSON.parse(url.searchParams.get('filter') ?? '{}') as {
        status?: string;
        method?: string;
      };
      const rows = deposits
        .filter(
          (d) =>
            (!filter.status || d.status === filter.status) && (!filter.method || d.method === filter.method),
        )
        .map(
          ({
            orders: _orders,
            bankAccount: _bank,
            slip: _slip,
            qrReference: _qr,
            verifiedBy: _by,
            verifiedByBankTransactionId: _byBank,
            qrNotifications,
            ...row
          }) => ({ ...row, bankNotification: latestChecked(qrNotifications) }),
        );
      return answerOf('/admin/deposits', 'get', rows, listRange('deposits', rows.length));
    }
    return problemResponse(404, 'NOT_FOUND');
  });
}
