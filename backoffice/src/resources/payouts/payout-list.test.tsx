import { answerOf } from '@fund/contract/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResourceContextProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listRange, problemResponse, staffMe, stubFetch } from '../../testing/fetch-stub.ts';
import { permissionsKnown, renderInAdmin } from '../../testing/render-in-admin.tsx';
import { PayoutList } from './payout-list.tsx';
import { PayoutShow } from './payout-show.tsx';
import type { PayoutRecord } from './types.ts';

// EIP-55's published example: a checksummed Ethereum address.
const ethAddress = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const txHash = `0x${'3f'.repeat(32)}`;

const base = {
  orderId: 40,
  userId: 7,
  email: 'somsri@example.com',
  strategyCode: 'M-BTC',
  tradeDate: '2026-12-04',
  valueDate: '2026-12-08',
  units: '100.0000',
  nav: '12.5000',
  fee: '0.00',
  amount: '1250.00',
  bankCode: null,
  bankNameTh: null,
  bankNameEn: null,
  accountNumber: null,
  accountName: null,
  walletNetwork: null,
  walletAddress: null,
  walletAddressShort: '',
  accountEnding: '',
  holdReason: null,
  batchId: null,
  batchRef: null,
  bankReference: null,
  failureReason: null,
  paidAt: null,
  failedAt: null,
  returnedAt: null,
  createdAt: '2026-12-04T11:00:00Z',
} satisfies Partial<PayoutRecord>;

const bankPayout: PayoutRecord = {
  ...base,
  id: 11,
  orderRef: 'ORD-11',
  receiveType: 'BANK',
  bankCode: '004',
  bankNameTh: 'ธนาคารกสิกรไทย',
  bankNameEn: 'Kasikornbank',
  accountNumber: '1234567890',
  accountName: 'สมศรี ใจดี',
  accountEnding: '7890',
  status: 'IN_BATCH',
  batchId: 5,
  batchRef: 'PB-20261208-1',
};
const walletInBatch: PayoutRecord = {
  ...base,
  id: 12,
  orderRef: 'ORD-12',
  receiveType: 'WALLET',
  walletNetwork: 'ETH',
  walletAddress: ethAddress,
  walletAddressShort: '0x5aAe…1BeAed',
  status: 'IN_BATCH',
  batchId: 6,
  batchRef: 'PW-20261208-2',
};
const walletPaid: PayoutRecord = {
  ...walletInBatch,
  id: 13,
  orderRef: 'ORD-13',
  status: 'PAID',
  bankReference: txHash,
  paidAt: '2026-12-08T03:00:00Z',
};
const walletHeld: PayoutRecord = {
  ...base,
  id: 14,
  orderRef: 'ORD-14',
  receiveType: 'WALLET',
  status: 'HELD',
  holdReason: 'PAYOUT_WALLET_MISSING',
};
const payouts = [bankPayout, walletInBatch, walletPaid, walletHeld];

function stubPayoutsApi() {
  return stubFetch(async (request) => {
    const url = new URL(request.url, 'http://backoffice.test');
    if (url.pathname === '/api/me') {
      return staffMe('operations', { uuid: 'u-9', email: 'ops@example.com' });
    }
    const one = url.pathname.match(/^\/api\/admin\/payouts\/(\d+)$/);
    const found = one && payouts.find((p) => p.id === Number(one[1]));
    if (found) return answerOf('/admin/payouts/{id}', 'get', found);
    if (url.pathname === '/api/admin/payouts') {
      const filter = JSON.parse(url.searchParams.get('filter') ?? '{}') as { receiveType?: string };
      const rows = payouts.filter((p) => !filter.receiveType || p.receiveType === filter.receiveType);
      return answerOf('/admin/payouts', 'get', rows, listRange('payouts', rows.length));
    }
    if (url.pathname === '/api/admin/strategies') {
      return answerOf('/admin/strategies', 'get', [], listRange('strategies', 0));
    }
    return problemResponse(404, 'NOT_FOUND');
  });
}

const renderList = async (language: 'th' | 'en') =>
  await renderInAdmin(
    <ResourceContextProvider value="payouts">
      <PayoutList />
    </ResourceContextProvider>,
    language,
    { withAuth: true },
  );

const rowOf = async (ref: string) => within((await screen.findByRole('link', { name: ref })).closest('tr')!);

afterEach(() => {
  vi.unstubAllGlobals();
  window.location.hash = '';
});

describe('payouts queue', () => {
  it('shows where each payout goes: bank and account, or network and the shortened address', async () => {
    stubPayoutsApi();
    await renderList('en');
    expect(await screen.findByRole('columnheader', { name: 'Receive type' })).toBeVisible();
    expect(screen.getByRole('columnheader', { name: 'Note / reference / transaction hash' })).toBeVisible();

    const bank = await rowOf('PO-11');
    expect(bank.getByText('Bank account')).toBeVisible();
    expect(bank.getByText(/Kasikornbank 1234567890/)).toBeVisible();

    const wallet = await rowOf('PO-12');
    expect(wallet.getByText('Wallet')).toBeVisible();
    expect(wallet.getByText(/Ethereum \(ERC-20\)/)).toBeVisible();
    // The whole address is the title of its short form, never squeezed into the table.
    expect(wallet.getByText('0x5aAe…1BeAed')).toHaveAttribute('title', ethAddress);
    expect(wallet.queryByText(ethAddress)).toBeNull();

    const paid = await rowOf('PO-13');
    expect(paid.getByTitle(txHash)).toHaveTextContent('0x3f3f3f3f…3f3f3f3f');

    expect((await rowOf('PO-14')).getByText('No verified wallet')).toBeVisible();
  });

  it('in Thai, names the receive type and the hold reason', async () => {
    stubPayoutsApi();
    await renderList('th');
    expect(await screen.findByRole('columnheader', { name: 'ช่องทางรับเงิน' })).toBeVisible();
    expect((await rowOf('PO-11')).getByText('บัญชีธนาคาร')).toBeVisible();
    expect((await rowOf('PO-11')).getByText(/ธนาคารกสิกรไทย 1234567890/)).toBeVisible();
    expect((await rowOf('PO-12')).getByText('กระเป๋าเงินดิจิทัล')).toBeVisible();
    expect((await rowOf('PO-14')).getByText('ไม่มีกระเป๋าเงินดิจิทัลที่ผ่านการตรวจสอบ')).toBeVisible();
  });

  it('a bank payout in a batch takes the bank’s answer; a wallet one is answered with its batch', async () => {
    stubPayoutsApi();
    await renderList('en');
    await permissionsKnown();
    const bank = await rowOf('PO-11');
    expect(bank.getByRole('button', { name: 'Paid PO-11' })).toBeVisible();
    expect(bank.getByRole('button', { name: 'Failed PO-11' })).toBeVisible();
    const wallet = await rowOf('PO-12');
    expect(wallet.queryByRole('button')).toBeNull();
    expect(wallet.getByText('The custodian sends it with its batch')).toBeVisible();
    expect((await rowOf('PO-14')).getByRole('button', { name: 'Re-queue PO-14' })).toBeVisible();
  });

  it('filters by receive type', { timeout: 30_000 }, async () => {
    const requests = stubPayoutsApi();
    const user = userEvent.setup({ delay: null });
    await renderList('en');
    await rowOf('PO-11');
    await user.click(screen.getByRole('combobox', { name: 'Receive type' }));
    await user.click(await screen.findByRole('option', { name: 'Wallet' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'PO-11' })).toBeNull());
    const filters = requests
      .map((r) => new URL(r.url, 'http://backoffice.test'))
      .filter((u) => u.pathname === '/api/admin/payouts')
      .map((u) => JSON.parse(u.searchParams.get('filter')!));
    expect(filters).toContainEqual({ receiveType: 'WALLET' });
  });
});

describe('one payout', () => {
  it('a paid wallet payout shows the whole address and the whole transaction hash', async () => {
    stubPayoutsApi();
    await renderInAdmin(<PayoutShow resource="payouts" id={13} />, 'en', { withAuth: true });
    expect(await screen.findByText(ethAddress)).toBeVisible();
    expect(screen.getByText(/Ethereum \(ERC-20\)/)).toBeVisible();
    expect(screen.getByText('Transaction hash')).toBeVisible();
    expect(screen.getByText(txHash)).toBeVisible();
    expect(screen.queryByText('Bank reference')).toBeNull();
  });

  it('a bank payout shows the bank’s reference under its own label, in Thai', async () => {
    stubPayoutsApi();
    payouts[0] = { ...bankPayout, status: 'PAID', bankReference: 'KB-7781' };
    try {
      await renderInAdmin(<PayoutShow resource="payouts" id={11} />, 'th', { withAuth: true });
      expect(await screen.findByText('KB-7781')).toBeVisible();
      expect(screen.getByText('เลขอ้างอิงธนาคาร')).toBeVisible();
      expect(screen.getByText(/ธนาคารกสิกรไทย 1234567890/)).toBeVisible();
    } finally {
      payouts[0] = bankPayout;
    }
  });
});
