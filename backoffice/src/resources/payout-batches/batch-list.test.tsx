import { answerOf } from '@fund/contract/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResourceContextProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listRange, problemResponse, staffMe, stubFetch } from '../../testing/fetch-stub.ts';
import { renderInAdmin } from '../../testing/render-in-admin.tsx';
import type { BatchRecord, PayoutChannel } from '../payouts/types.ts';
import { BatchList } from './batch-list.tsx';

const batch = (preparedByMe: boolean, channel: PayoutChannel = 'BANK'): BatchRecord => {
  const ref = channel === 'WALLET' ? 'PW-20261208-2' : 'PB-20261208-1';
  return {
    id: 5,
    ref,
    channel,
    valueDate: '2026-12-08',
    status: 'PREPARED',
    payoutCount: 2,
    totalAmount: '2464.44',
    fileName: `${ref}-20261208.csv`,
    fileSha256: 'ab'.repeat(32),
    preparedBy: 'maker@example.com',
    preparedByMe,
    preparedAt: '2026-12-08T02:00:00Z',
    closedAt: null,
    counts: { inBatch: 2, paid: 0, failed: 0 },
  };
};

interface StubOptions {
  channel?: PayoutChannel;
  /** The API's refusal of `POST …/send`, as a problem code. */
  sendRefusal?: { status: number; code: string };
}

function stubBatchesApi(preparedByMe: boolean, { channel = 'BANK', sendRefusal }: StubOptions = {}) {
  const batches = [batch(preparedByMe, channel)];
  return stubFetch(async (request) => {
    const url = new URL(request.url, 'http://backoffice.test');
    if (url.pathname === '/api/me') {
      return staffMe('operations', { uuid: 'u-9', email: 'ops@example.com' });
    }
    if (url.pathname === '/api/admin/payout-batches/5/paid' && request.method === 'POST') {
      Object.assign(batches[0]!, { status: 'CLOSED', counts: { inBatch: 0, paid: 2, failed: 0 } });
      return answerOf('/admin/payout-batches/{id}/paid', 'post', batches[0]!);
    }
    if (url.pathname === '/api/admin/payout-batches/5/send' && request.method === 'POST') {
      if (sendRefusal) return problemResponse(sendRefusal.status, sendRefusal.code);
      Object.assign(batches[0]!, { status: 'CLOSED', counts: { inBatch: 0, paid: 1, failed: 1 } });
      return answerOf('/admin/payout-batches/{id}/send', 'post', batches[0]!);
    }
    if (url.pathname === '/api/admin/payout-batches' && request.method === 'POST') {
      return problemResponse(409, 'PAYOUT_BATCH_EMPTY');
    }
    if (url.pathname === '/api/admin/payout-batches') {
      return answerOf('/admin/payout-batches', 'get', batches, listRange('payout-batches', batches.length));
    }
    return problemResponse(404, 'NOT_FOUND');
  });
}

const renderList = async (language: 'th' | 'en' = 'en') =>
  await renderInAdmin(
    <ResourceContextProvider value="payout-batches">
      <BatchList />
    </ResourceContextProvider>,
    language,
    { withAuth: true },
  );

const rowOf = async (ref: string) => (await screen.findByText(ref)).closest('tr')!;

afterEach(() => {
  vi.unstubAllGlobals();
  window.location.hash = '';
});

describe('payout batches: a bank batch', () => {
  it('the maker sees why they cannot confirm; the file downloads from the API', async () => {
    stubBatchesApi(true);
    await renderList();
    const row = await rowOf('PB-20261208-1');
    expect(within(row).getByText('Bank file')).toBeVisible();
    expect(within(row).getByText('Awaiting the bank')).toBeVisible();
    expect(within(row).getByText('You prepared this batch: another staff member confirms it')).toBeVisible();
    expect(within(row).queryByRole('button', { name: /Paid/ })).toBeNull();
    expect(within(row).getByRole('link', { name: 'Download PB-20261208-1-20261208.csv' })).toHaveAttribute(
      'href',
      '/api/admin/payout-batches/5/file',
    );
  });

  it('another staff member marks it paid with the bank reference', { timeout: 30_000 }, async () => {
    const requests = stubBatchesApi(false);
    const user = userEvent.setup({ delay: null });
    await renderList();
    const row = await rowOf('PB-20261208-1');
    expect(within(row).queryByRole('button', { name: /custodian/ })).toBeNull();
    await user.click(within(row).getByRole('button', { name: 'Paid PB-20261208-1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record PB-20261208-1 as paid by the bank' });
    await user.type(within(dialog).getByLabelText('Bank reference'), 'no spaces');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm paid' }));
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
    await user.clear(within(dialog).getByLabelText('Bank reference'));
    await user.type(within(dialog).getByLabelText('Bank reference'), 'KB-7781');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm paid' }));
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ bankReference: 'KB-7781' }),
    );
    expect(await screen.findByText('Payment recorded')).toBeVisible();
  });
});

describe('payout batches: a wallet batch', () => {
  it('the maker sees that another staff member sends it, and no button', async () => {
    stubBatchesApi(true, { channel: 'WALLET' });
    await renderList();
    const row = await rowOf('PW-20261208-2');
    expect(within(row).getByText('Wallet', { exact: true })).toBeVisible();
    expect(within(row).getByText('Awaiting sending')).toBeVisible();
    expect(
      within(row).getByText('You prepared this batch: another staff member sends it through the custodian'),
    ).toBeVisible();
    expect(within(row).queryByRole('button')).toBeNull();
  });

  it('the checker sends it through the custodian after confirming, and reads what it paid', async () => {
    const requests = stubBatchesApi(false, { channel: 'WALLET' });
    const user = userEvent.setup({ delay: null });
    await renderList();
    const row = await rowOf('PW-20261208-2');
    // A wallet batch is never confirmed with a bank reference: the custodian answers each payout itself.
    expect(within(row).queryByRole('button', { name: /^(Paid|Failed) / })).toBeNull();
    await user.click(within(row).getByRole('button', { name: 'Send through the custodian PW-20261208-2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send PW-20261208-2 through the custodian' });
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm send' }));
    await waitFor(() =>
      expect(requests.filter((r) => r.method === 'POST').map((r) => r.url)).toEqual([
        '/api/admin/payout-batches/5/send',
      ]),
    );
    expect(await screen.findByText('Sent: 1 paid, 1 failed')).toBeVisible();
  });

  it("the API's refusal is shown in the reader's language and the dialog stays open", async () => {
    stubBatchesApi(false, {
      channel: 'WALLET',
      sendRefusal: { status: 403, code: 'PAYOUT_MAKER_CANNOT_CONFIRM' },
    });
    const user = userEvent.setup({ delay: null });
    await renderList('th');
    const row = await rowOf('PW-20261208-2');
    expect(within(row).getByText('กระเป๋าเงินดิจิทัล', { exact: true })).toBeVisible();
    await user.click(within(row).getByRole('button', { name: 'ส่งผ่านผู้รับฝากทรัพย์สิน PW-20261208-2' }));
    const dialog = await screen.findByRole('dialog', { name: 'ส่ง PW-20261208-2 ผ่านผู้รับฝากทรัพย์สิน' });
    await user.click(within(dialog).getByRole('button', { name: 'ยืนยันส่ง' }));
    expect(
      await screen.findByText('ผู้จัดเตรียมชุดการจ่ายเงินไม่สามารถยืนยันผลการจ่ายเงินเองได้ ต้องให้เจ้าหน้าที่อีกท่านยืนยัน'),
    ).toBeVisible();
    expect(dialog).toBeVisible();
  });
});

describe('preparing a batch', () => {
  it('operations choose the wallet channel with the value date; the refusal is translated', async () => {
    const requests = stubBatchesApi(false);
    const user = userEvent.setup({ delay: null });
    await renderList();
    await user.click(await screen.findByRole('button', { name: 'Prepare batch' }));
    const dialog = await screen.findByRole('dialog', { name: 'Prepare a payout batch' });
    const channel = within(dialog).getByRole('radiogroup', { name: 'Paid through' });
    expect(
      within(channel).getByRole('radio', { name: "Bank file: to the investors' bank accounts" }),
    ).toBeChecked();
    await user.click(
      within(channel).getByRole('radio', {
        name: "Wallet transfer: to the investors' wallets through the custodian",
      }),
    );
    await user.type(within(dialog).getByLabelText(/Value date/), '2026-12-08');
    await user.click(within(dialog).getByRole('button', { name: 'Prepare' }));
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
        valueDate: '2026-12-08',
        channel: 'WALLET',
      }),
    );
    expect(await screen.findByText('No payout is ready to pay by this value date')).toBeVisible();
  });
});
