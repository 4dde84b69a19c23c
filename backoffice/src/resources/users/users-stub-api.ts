import type { Answer, ItemOf } from '@fund/contract';
import { answerOf } from '@fund/contract/testing';
import { brands, staffMay } from '@fund/domain';
import { flagAnswer, listRange, problemResponse, staffMe, stubFetch } from '../../testing/fetch-stub.ts';
import { makeTiers } from '../tiers/tiers-stub-api.ts';
import type { UserRecord } from './types.ts';

/** The signed-in staff member's uuid in these tests; user 1 below is that person. */
export const signedInUuid = 'u-staff-1';

export function makeUsers(): UserRecord[] {
  return [
    {
      id: 1,
      uuid: signedInUuid,
      email: 'admin@example.com',
      role: 'admin',
      isAdmin: true,
      customerType: 'INDIVIDUAL',
      companyName: null,
      saleCode: null,
      emailVerified: true,
      locked: false,
      status: 'ACTIVE',
      lockedAt: null,
      lockedReason: null,
      createdAt: '2026-01-01T03:00:00Z',
      tierCode: null,
      tierName: null,
      tierSince: null,
    },
    {
      id: 4,
      uuid: '5b0c6f2e-1d4a-4b53-9a55-2f0d8f1c0a04',
      email: 'somchai@example.com',
      role: null,
      isAdmin: false,
      customerType: 'INDIVIDUAL',
      companyName: null,
      saleCode: 'S1234',
      emailVerified: true,
      locked: true,
      status: 'LOCKED',
      lockedAt: '2026-03-01T03:00:00Z',
      lockedReason: 'TOO_MANY_LOGIN_FAILURES',
      createdAt: '2026-02-01T03:00:00Z',
      tierCode: 'GOLD',
      tierName: { th: 'โกลด์', en: 'Gold' },
      tierSince: '2026-11-20T03:00:00Z',
    },
    {
      id: 5,
      uuid: '7c1d7a3f-2e5b-4c64-8b66-3a1e9a2d1b05',
      email: 'acme@example.com',
      role: null,
      isAdmin: false,
      customerType: 'JURISTIC',
      companyName: 'บริษัท แอคมี จำกัด',
      saleCode: null,
      emailVerified: false,
      locked: false,
      status: 'UNVERIFIED',
      lockedAt: null,
      lockedReason: null,
      createdAt: '2026-02-15T03:00:00Z',
      tierCode: 'CLASSIC',
      tierName: { th: 'คลาสสิก', en: 'Classic' },
      tierSince: '2026-11-20T03:00:00Z',
    },
  ];
}

/** Another staff member, with a confirmed second factor an admin may reset (user 6). */
function staffMember(): UserRecord {
  return {
    ...makeUsers()[0]!,
    id: 6,
    uuid: '9e2f8b4a-3f6c-4d75-9c77-4b2f0b3e2c06',
    email: 'malee@example.com',
    role: 'support',
    twoFactorEnabled: true,
  };
}

/**
 * A small in-memory users API: list (with the API's filters, tier too), the tiers and the userTier flag, one user, unlock, lock and role change, which
 * refuse roles the API refuses (or every command, with `refuseCommands`). `/api/me` answers as user 1 with
 * the given role.
 */
/** What user 4 changed on their own account (the logUserChange history), newest first. */
export const userFourChanges: Answer<'/admin/users/{id}/changes'> = [
  {
    id: 31,
    createdAt: '2026-03-02T03:00:00Z',
    source: 'bank',
    ip: null,
    fields: [{ field: 'bank.accountNumber', before: '******7890', after: '******3210' }],
  },
  {
    id: 30,
    createdAt: '2026-03-01T04:00:00Z',
    source: 'security',
    ip: '203.0.113.7',
    fields: [{ field: 'security.pin', before: null, after: '[hidden]' }],
  },
];

type TaxInvoice = Answer<'/admin/documents/{id}/replace', 'post'>['replacement'];

/** User 4's tax invoice for the fee of order OR-31, as replacing one answers it. */
function taxInvoice(invoice: Pick<TaxInvoice, 'id' | 'number'> & Partial<TaxInvoice>): TaxInvoice {
  return {
    status: 'ISSUED',
    orderId: 31,
    orderRef: 'OR-31',
    userId: 4,
    strategyCode: 'M-BTC',
    feeKind: 'INCREASE_FEE',
    issueDate: '2026-03-02',
    tradeDate: '2026-03-02',
    seller: {
      brand: brands.mfund.name,
      legalName: brands.mfund.legalName,
      taxId: '0105561000000',
      branch: { th: 'สำนักงานใหญ่', en: 'Head office' },
      address: { th: 'กรุงเทพมหานคร', en: 'Bangkok' },
    },
    buyer: { nameTh: 'สมชาย ใจดี', nameEn: 'Somchai Jaidee', taxId: '1101700230708', address: null },
    vatRatePercent: '7.00',
    amountBeforeVat: '100.00',
    vat: '7.00',
    total: '107.00',
    replacesId: null,
    replacedById: null,
    cancelReason: null,
    cancelledAt: null,
    ...invoice,
  };
}

export function stubUsersApi(
  role = 'admin',
  { refuseCommands = false, logUserChange = true, tiersOn = true, withStaffMember = false } = {},
) {
  const users = makeUsers();
  // User 1 (the one signed in) has a second factor too, so only the "not one's own" rule hides its reset.
  Object.assign(users[0]!, { twoFactorEnabled: true });
  if (withStaffMember) users.push(staffMember());
  // User 4's documents: a tax invoice in force and the confirmation of its order.
  const documents: ItemOf<Answer<'/admin/documents'>>[] = [
    {
      id: 'tax-invoice-11',
      kind: 'TAX_INVOICE',
      title: { th: 'ใบกำกับภาษี MF-2026-000011', en: 'Tax invoice MF-2026-000011' },
      date: '2026-03-02',
      number: 'MF-2026-000011',
      status: 'ISSUED',
      orderRef: 'OR-31',
      strategyCode: 'M-BTC',
      total: '107.00',
      createdAt: '2026-03-02T11:00:00Z',
      url: '/admin/documents/tax-invoice-11/file',
    },
    {
      id: 'confirmation-31',
      kind: 'ORDER_CONFIRMATION',
      title: { th: 'ใบยืนยันรายการ OR-31', en: 'Confirmation OR-31' },
      date: '2026-03-02',
      number: null,
      status: null,
      orderRef: 'OR-31',
      strategyCode: 'M-BTC',
      total: null,
      createdAt: '2026-03-02T11:00:00Z',
      url: '/admin/documents/order-confirmation-31/file',
    },
  ];

  return stubFetch((request) => {
    const url = new URL(request.url, 'http://backoffice.test');
    if (url.pathname === '/api/me') return staffMe(role, { uuid: signedInUuid });
    if (url.pathname === '/api/feature-flags/logUserChange')
      return flagAnswer('logUserChange', logUserChange);
    if (url.pathname === '/api/admin/documents') {
      const { userId } = JSON.parse(url.searchParams.get('filter') ?? '{}') as { userId?: number };
      const rows = userId === 4 ? documents : [];
      return answerOf('/admin/documents', 'get', rows, listRange('documents', rows.length));
    }
    if (url.pathname === '/api/admin/documents/tax-invoice-11/replace' && request.method === 'POST') {
      documents[0]!.status = 'CANCELLED';
      documents.unshift({
        ...documents[0]!,
        id: 'tax-invoice-12',
        number: 'MF-2026-000012',
        title: { th: 'ใบกำกับภาษี MF-2026-000012', en: 'Tax invoice MF-2026-000012' },
        status: 'ISSUED',
        url: '/admin/documents/tax-invoice-12/file',
      });
      return answerOf('/admin/documents/{id}/replace', 'post', {
        cancelled: taxInvoice({
          id: 'tax-invoice-11',
          number: 'MF-2026-000011',
          status: 'CANCELLED',
          replacedById: 'tax-invoice-12',
          cancelReason: (request.body as { reason: string }).reason,
          cancelledAt: '2026-03-03T03:00:00Z',
        }),
        replacement: taxInvoice({
          id: 'tax-invoice-12',
          number: 'MF-2026-000012',
          replacesId: 'tax-invoice-11',
        }),
      });
    }
    const resend = /^\/api\/admin\/users\/4\/documents\/([a-z-]+-\d+)\/resend$/.exec(url.pathname);
    if (resend && request.method === 'POST') {
      const document = documents.find((d) => d.id === resend[1]);
      if (!document) return problemResponse(404, 'NOT_FOUND');
      if (document.status === 'CANCELLED') return problemResponse(409, 'DOCUMENT_CANCELLED_NOT_RESENT');
      return answerOf('/admin/users/{id}/documents/{documentId}/resend', 'post', {
        id: document.id,
        language: 'th',
        sha256: 'ab'.repeat(32),
        recipient: 'x@example.com',
      });
    }
    const changes = /^\/api\/admin\/users\/(\d+)\/changes$/.exec(url.pathname);
    if (changes) {
      const rows = changes[1] === '4' ? userFourChanges : [];
      return answerOf('/admin/users/{id}/changes', 'get', rows, listRange('changes', rows.length));
    }
    if (url.pathname === '/api/feature-flags/userTier') return flagAnswer('userTier', tiersOn);
    if (url.pathname === '/api/admin/tiers') {
      const tiers = makeTiers();
      return answerOf('/admin/tiers', 'get', tiers, listRange('tiers', tiers.length));
    }
    if (url.pathname === '/api/admin/users') {
      const filter = JSON.parse(url.searchParams.get('filter') ?? '{}') as {
        tier?: string;
        q?: string;
        customerType?: string;
        locked?: boolean;
        staff?: boolean;
      };
      const rows = users.filter(
        (user) =>
          (!filter.q || user.email.includes(filter.q) || user.uuid === filter.q) &&
          (!filter.customerType || user.customerType === filter.customerType) &&
          (filter.locked === undefined || user.locked === filter.locked) &&
          (filter.staff === undefined || (user.role !== null) === filter.staff) &&
          (!filter.tier || user.tierCode === filter.tier),
      );
      return answerOf('/admin/users', 'get', rows, listRange('users', rows.length));
    }
    const match = /^\/api\/admin\/users\/(\d+)(?:\/(unlock|lock|role|two-factor\/reset))?$/.exec(
      url.pathname,
    );
    const user = match ? users.find((candidate) => candidate.id === Number(match[1])) : undefined;
    if (!match || !user) return problemResponse(404, 'NOT_FOUND');
    const action = match[2];
    if (action && refuseCommands) return problemResponse(403, 'AUTH_FORBIDDEN');
    if (action === 'unlock' && request.method === 'POST') {
      if (!staffMay(role, 'unlockUsers')) return problemResponse(403, 'AUTH_FORBIDDEN');
      Object.assign(user, {
        locked: false,
        lockedAt: null,
        lockedReason: null,
        status: user.emailVerified ? 'ACTIVE' : 'UNVERIFIED',
      });
    } else if (action === 'lock' && request.method === 'POST') {
      if (!staffMay(role, 'lockUsers')) return problemResponse(403, 'AUTH_FORBIDDEN');
      Object.assign(user, {
        locked: true,
        lockedAt: '2026-03-02T03:00:00Z',
        lockedReason: 'STAFF',
        status: 'LOCKED',
      });
    } else if (action === 'role' && request.method === 'POST') {
      if (role !== 'admin' || user.uuid === signedInUuid) return problemResponse(403, 'AUTH_FORBIDDEN');
      const { role: next } = request.body as { role: UserRecord['role'] };
      Object.assign(user, { role: next, isAdmin: next !== null });
    } else if (action === 'two-factor/reset' && request.method === 'POST') {
      if (role !== 'admin') return problemResponse(403, 'AUTH_FORBIDDEN');
      if (user.uuid === signedInUuid) return problemResponse(403, 'STAFF_2FA_RESET_SELF');
      if ((request.body as { reason: string }).reason.trim().length < 10) {
        return problemResponse(422, 'VALIDATION_FAILED');
      }
      Object.assign(user, { twoFactorEnabled: false });
      return answerOf('/admin/users/{id}/two-factor/reset', 'post', { twoFactorEnabled: false });
    } else if (action) {
      return problemResponse(404, 'ROUTE_NOT_FOUND');
    }
    const answer = { ...user, twoFactorEnabled: user.twoFactorEnabled ?? false };
    if (action) return answerOf(`/admin/users/{id}/${action as 'unlock' | 'lock' | 'role'}`, 'post', answer);
    return answerOf('/admin/users/{id}', 'get', answer);
  });
}
