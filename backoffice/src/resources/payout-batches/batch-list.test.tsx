import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResourceContextProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, problemResponse, stubFetch } from '../../testing/fetch-stub.ts';
import { renderInAdmin } from '../../testing/render-in-admin.tsx';
import type { BatchRecord } from '../payouts/types.ts';
import { BatchList } from './batch-list.tsx';

const batch = (preparedByMe: boolean): BatchRecord => ({
  id: 5,
  ref: 'PB-20261208-1',
  valueDate: '2026-12-08',
  status: 'PREPARED',
  payoutCount: 2,
  totalAmount: '2464.44',
  fileName: 'PB-20261208-1-20261208.csv',
  fileSha256: 'ab'.repeat(32),
  preparedBy: 'maker@example.com',
  preparedByMe,
  preparedAt: '2026-12-08T02:00:00Z',
  closedAt: null,
  counts: { inBatch: 2, paid: 0, failed: 0 },
});

function stubBatchesApi(preparedByMe: boolean) {
  const batches = [batch(preparedByMe)];
  return stubFetch(async (request) => {
    const url = new URL(request.url, 'http://backoffice.test');
    if (url.pathname === '/api/me') {
      return jsonResponse({
        user: { uuid: 'u-9', email: 'ops@example.com', role: 'operations', isAdmin: false },
      });
    }
    if (url.pathname === '/api/admin/payout-batches/5/paid' && request.method === 'POST') {
      Object.assign(batches[0]!, { status: 'CLOSED', counts: { inBatch: 0, paid: 2, failed: 0 } });
      return jsonResponse(batches[0]);
    }
    if (url.pathname === '/api/admin/payout-batches' && request.method === 'POST') {
      return problemResponse(409, 'PAYOUT_BATCH_EMPTY');
    }
    if (url.pathname === '/api/admin/payout-batches') {
      return jsonResponse(batches, { headers: { 'Content-Range': 'payout-batches 0-0/1' } });
    }
    return problemResponse(404, 'NOT_FOUND');
  });
}

const renderList = () =>
  renderInAdmin(
    <ResourceContextProvider value="payout-batches">
      <BatchList />
    </ResourceContextProvider>,
    'en',
    { withAuth: true },
  );

afterEach(() => {
  vi.unstubAllGlobals();
  window.location.hash = '';
});

describe('payout batches', () => {
  it('the maker sees why they cannot confirm; the file downloads from the API', async () => {
    stubBatchesApi(true);
    renderList();
    const row = (await screen.findByText('PB-20261208-1')).closest('tr')!;
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
    renderList();
    const row = (await screen.findByText('PB-20261208-1')).closest('tr')!;
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
