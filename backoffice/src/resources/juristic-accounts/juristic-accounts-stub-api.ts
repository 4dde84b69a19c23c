import type { Answer } from '@fund/contract';
import { answerOf } from '@fund/contract/testing';
import { problemResponse, type SentRequest, staffMe, stubFetch } from '../../testing/fetch-stub.ts';

export const pendingAccount: Answer<'/admin/juristic-accounts/{id}'> = {
  id: 12,
  companyName: 'บริษัท ตัวอย่าง จำกัด',
  companyNameEn: 'Example Co., Ltd.',
  registrationNumber: '0105556176239',
  address: {
    kind: 'THAI',
    houseDetail: '99/9 ถนนสีลม',
    subDistrict: 'สีลม',
    district: 'บางรัก',
    province: 'กรุงเทพมหานคร',
    postalCode: '10500',
  },
  authorisedPersons: [
    {
      titleTh: 'นาย',
      firstNameTh: 'สมชาย',
      lastNameTh: 'ใจดี',
      firstNameEn: 'Somchai',
      lastNameEn: 'Jaidee',
      nationalId: '1101700230708',
      laserId: 'JT1123456789',
      birthDate: '1990-03-05',
      position: 'กรรมการผู้จัดการ',
    },
  ],
  email: 'cfo@example.com',
  language: 'th',
  riskLevel: 'HIGH',
  riskReason: 'Treasury investment with a board-approved limit',
  status: 'PENDING',
  preparedBy: 5,
  preparedByEmail: 'support@example.com',
  decidedBy: null,
  decidedByEmail: null,
  decidedAt: null,
  rejectReason: null,
  userId: null,
  createdAt: '2026-12-08T02:00:00Z',
  files: [
    {
      id: '0c0c0c0c-0000-4000-8000-000000000001',
      accountId: 12,
      kind: 'COMPANY_CERTIFICATE',
      fileName: 'certificate.pdf',
      mimeType: 'application/pdf',
      sizeBytes: 1200,
      uploadedBy: 5,
      createdAt: '2026-12-08T01:59:00Z',
      url: '/admin/juristic-account-files/0c0c0c0c-0000-4000-8000-000000000001',
    },
  ],
};

/** The juristic-account routes as `role` (signed in as `email`) meets them. */
export function stubJuristicAccountsApi(role: string, email = `${role}@example.com`): SentRequest[] {
  let uploads = 0;
  return stubFetch(async (req) => {
    const url = new URL(req.url, 'http://backoffice.test');
    if (url.pathname === '/api/me') return staffMe(role, { uuid: `u-${role}`, email });
    if (url.pathname === '/api/admin/juristic-account-files' && req.method === 'POST') {
      uploads += 1;
      const id = `0d0d0d0d-0000-4000-8000-00000000000${uploads}`;
      // The kind comes in the multipart form; each upload is answered as a file not yet on an account.
      const kinds = ['COMPANY_CERTIFICATE', 'SHAREHOLDER_LIST', 'BOARD_RESOLUTION'] as const;
      return answerOf(
        '/admin/juristic-account-files',
        'post',
        {
          id,
          accountId: null,
          kind: kinds[(uploads - 1) % kinds.length]!,
          fileName: `scan-${uploads}.pdf`,
          mimeType: 'application/pdf',
          sizeBytes: 100,
          uploadedBy: 5,
          createdAt: '2026-12-08T01:58:00Z',
          url: `/admin/juristic-account-files/${id}`,
        },
        { status: 201 },
      );
    }
    if (url.pathname === '/api/admin/juristic-accounts' && req.method === 'POST') {
      return answerOf('/admin/juristic-accounts', 'post', { ...pendingAccount, id: 13 }, { status: 201 });
    }
    const action = url.pathname.match(/^\/api\/admin\/juristic-accounts\/(\d+)\/(approve|reject)$/);
    if (action && req.method === 'POST') {
      return action[2] === 'approve'
        ? answerOf('/admin/juristic-accounts/{id}/approve', 'post', { ...pendingAccount, status: 'APPROVED' })
        : answerOf('/admin/juristic-accounts/{id}/reject', 'post', { ...pendingAccount, status: 'REJECTED' });
    }
    const one = url.pathname.match(/^\/api\/admin\/juristic-accounts\/(\d+)$/);
    if (one)
      return answerOf('/admin/juristic-accounts/{id}', 'get', { ...pendingAccount, id: Number(one[1]) });
    return problemResponse(404, 'NOT_FOUND');
  });
}
