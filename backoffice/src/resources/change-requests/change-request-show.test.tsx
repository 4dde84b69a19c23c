import type { Answer } from '@fund/contract';
import { answerOf } from '@fund/contract/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { problemResponse, staffMe, stubFetch } from '../../testing/fetch-stub.ts';
import { renderInAdmin } from '../../testing/render-in-admin.tsx';
import { ChangeRequestShow } from './change-request-show.tsx';
import type { ChangeRequestRecord } from './types.ts';

// EIP-55's published example: a checksummed Ethereum address.
const ethAddress = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

const bookBankId = '0b0b0b0b-0000-4000-8000-000000000001';
const statementId = '0e0e0e0e-0000-4000-8000-000000000002';
const supportId = '0e0e0e0e-0000-4000-8000-000000000003';
const file = (id: string, kind: 'BOOK_BANK' | 'EDD_STATEMENT' | 'EDD_SUPPORT', mimeType: string) => ({
  id,
  kind,
  mimeType,
  createdAt: '2026-12-08T01:59:00Z',
  url: `/kyc/files/${id}`,
});

const request = (
  id: number,
  kind: ChangeRequestRecord['kind'],
  before: Record<string, unknown>,
  after: Record<string, unknown>,
) =>
  ({
    id,
    userId: 7,
    kind,
    status: 'PENDING',
    before,
    after,
    eddRequired: false,
    fileIds: [],
    files: [] as Answer<'/admin/change-requests/{id}'>['files'],
    reason: null,
    email: 'somsri@example.com',
    nameTh: 'นางสาว สมศรี ใจดี',
    nameEn: 'Miss Somsri Jaidee',
    decidedByEmail: null,
    decidedAt: null,
    createdAt: '2026-12-08T02:00:00Z',
  }) satisfies ChangeRequestRecord;

const requests = [
  request(1, 'WALLET', {}, { 'wallet.network': 'ETH', 'wallet.address': ethAddress }),
  request(
    2,
    'WALLET',
    { 'wallet.network': 'ETH', 'wallet.address': ethAddress },
    { 'wallet.network': 'TRON', 'wallet.address': 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' },
  ),
  request(
    3,
    'PROFILE',
    { 'general.nationality': 'TH', 'personal.occupation': 'EMPLOYEE', 'personal.sourceOfIncome': ['SALARY'] },
    {
      'general.nationality': 'JP',
      'personal.occupation': 'BUSINESS_OWNER',
      'personal.sourceOfIncome': ['RENT', 'INVESTMENT'],
    },
  ),
  request(4, 'BANK_ACCOUNT', { 'bank.bankCode': '004' }, { 'bank.bankCode': '014' }),
  {
    ...request(5, 'BANK_ACCOUNT', { 'bank.bankCode': '004' }, { 'bank.bankCode': '014' }),
    fileIds: [bookBankId],
    files: [file(bookBankId, 'BOOK_BANK', 'image/jpeg')],
  },
  {
    ...request(6, 'PROFILE', { 'general.nationality': 'TH' }, { 'general.nationality': 'MM' }),
    eddRequired: true,
    fileIds: [statementId, supportId],
    files: [
      file(statementId, 'EDD_STATEMENT', 'application/pdf'),
      file(supportId, 'EDD_SUPPORT', 'image/png'),
    ],
  },
];

function stubChangeRequestsApi() {
  return stubFetch(async (req) => {
    const url = new URL(req.url, 'http://backoffice.test');
    if (url.pathname === '/api/me') {
      return staffMe('compliance', { uuid: 'u-3', email: 'compliance@example.com' });
    }
    const approve = url.pathname.match(/^\/api\/admin\/change-requests\/(\d+)\/approve$/);
    if (approve && req.method === 'POST') {
      const found = requests.find((r) => r.id === Number(approve[1]))!;
      return answerOf('/admin/change-requests/{id}/approve', 'post', { ...found, status: 'APPROVED' });
    }
    const one = url.pathname.match(/^\/api\/admin\/change-requests\/(\d+)$/);
    const found = one && requests.find((r) => r.id === Number(one[1]));
    if (found) return answerOf('/admin/change-requests/{id}', 'get', found);
    return problemResponse(404, 'NOT_FOUND');
  });
}

const renderShow = async (id: number, language: 'th' | 'en') =>
  await renderInAdmin(<ChangeRequestShow resource="change-requests" id={id} />, language, { withAuth: true });

const changeRow = async (label: string) =>
  within((await screen.findByRole('rowheader', { name: label })).closest('tr')!);

afterEach(() => {
  vi.unstubAllGlobals();
  window.location.hash = '';
});

describe('a wallet change request', () => {
  it('names the kind, the network by its name and the whole address; a first wallet had none before', async () => {
    stubChangeRequestsApi();
    await renderShow(1, 'en');
    expect(await screen.findByText('Payout wallet')).toBeVisible();
    const network = await changeRow('Wallet network');
    expect(network.getAllByRole('cell').map((c) => c.textContent)).toEqual(['—', 'Ethereum (ERC-20)']);
    const address = await changeRow('Wallet address');
    expect(address.getAllByRole('cell').map((c) => c.textContent)).toEqual(['—', ethAddress]);
  });

  it('in Thai, shows the wallet in use beside the new one', async () => {
    stubChangeRequestsApi();
    await renderShow(2, 'th');
    expect(await screen.findByText('กระเป๋าเงินดิจิทัลสำหรับรับเงิน')).toBeVisible();
    const network = await changeRow('เครือข่ายของกระเป๋าเงิน');
    expect(network.getAllByRole('cell').map((c) => c.textContent)).toEqual([
      'Ethereum (ERC-20)',
      'TRON (TRC-20)',
    ]);
    const address = await changeRow('ที่อยู่กระเป๋าเงินดิจิทัล');
    expect(address.getAllByRole('cell').map((c) => c.textContent)).toEqual([
      ethAddress,
      'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
    ]);
  });

  it('compliance approves it after confirming', { timeout: 30_000 }, async () => {
    const sent = stubChangeRequestsApi();
    const user = userEvent.setup({ delay: null });
    await renderShow(1, 'en');
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm approval' }));
    await waitFor(() =>
      expect(sent.filter((r) => r.method === 'POST').map((r) => r.url)).toEqual([
        '/api/admin/change-requests/1/approve',
      ]),
    );
    expect(await screen.findByText('Request approved')).toBeVisible();
  });
});

describe('other change requests show names, not codes', () => {
  it('nationality, occupation and sources of income by their labels', async () => {
    stubChangeRequestsApi();
    await renderShow(3, 'en');
    const occupation = await changeRow('Occupation');
    expect(occupation.getAllByRole('cell').map((c) => c.textContent)).toEqual([
      'Private company employee',
      'Business owner / trader',
    ]);
    const nationality = await changeRow('Nationality');
    expect(nationality.getAllByRole('cell').map((c) => c.textContent)).toEqual(['Thailand', 'Japan']);
    const income = await changeRow('Source of income');
    expect(income.getAllByRole('cell').map((c) => c.textContent)).toEqual([
      'Salary / wages',
      'Rent, Investment',
    ]);
  });

  it('a bank by its name, in Thai', async () => {
    stubChangeRequestsApi();
    await renderShow(4, 'th');
    const bank = await changeRow('ธนาคาร');
    const [before, after] = bank.getAllByRole('cell').map((c) => c.textContent);
    expect(before).toMatch(/กสิกรไทย \(004\)$/);
    expect(after).toMatch(/ไทยพาณิชย์ \(014\)$/);
  });
});

describe('the documents of a request', () => {
  it('a bank change shows the book-bank photo through the staff file route, opened full size', async () => {
    stubChangeRequestsApi();
    renderShow(5, 'en');
    const image = await screen.findByRole('img', { name: 'Book-bank photo' });
    expect(image).toHaveAttribute('src', `/api/kyc/files/${bookBankId}`);
    expect(screen.getByRole('link', { name: 'Open Book-bank photo full size' })).toHaveAttribute(
      'href',
      `/api/kyc/files/${bookBankId}`,
    );
  });

  it('a change that raised EDD shows both documents, in Thai', async () => {
    stubChangeRequestsApi();
    renderShow(6, 'th');
    expect(await screen.findByRole('link', { name: 'เปิด รายการเดินบัญชีย้อนหลัง 6 เดือน (PDF)' })).toHaveAttribute(
      'href',
      `/api/kyc/files/${statementId}`,
    );
    expect(screen.getByRole('img', { name: 'เอกสารประกอบ' })).toHaveAttribute(
      'src',
      `/api/kyc/files/${supportId}`,
    );
  });
});
