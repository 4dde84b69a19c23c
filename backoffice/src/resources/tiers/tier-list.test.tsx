import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResourceContextProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { permissionsKnown, renderInAdmin } from '../../testing/render-in-admin.tsx';
import { TierList } from './tier-list.tsx';
import { stubTiersApi } from './tiers-stub-api.ts';

const renderList = async (language: 'th' | 'en' = 'th') =>
  await renderInAdmin(
    <ResourceContextProvider value="tiers">
      <TierList />
    </ResourceContextProvider>,
    language,
    { withAuth: true },
  );

afterEach(() => {
  vi.unstubAllGlobals();
  window.location.hash = '';
});

describe('customer tiers list', () => {
  it('shows each tier with its threshold, benefits and investors, in Thai by default', async () => {
    stubTiersApi('support');
    await renderList();
    const gold = (await screen.findByText('โกลด์')).closest('tr')!;
    expect(within(gold).getByText('ตั้งแต่ 1,000,000.00 บาท')).toBeVisible();
    expect(within(gold).getByText('สายด่วนบริการลูกค้าพิเศษ รับสายก่อน')).toBeVisible();
    expect(within(gold).getByText('14')).toBeVisible();
    expect(screen.getByText(/รวมค่าที่เท่ากับเกณฑ์/)).toBeVisible();
    // Tiers are on: no warning; support may read but neither recalculate nor edit.
    await permissionsKnown();
    expect(screen.queryByText(/ปิดระดับลูกค้าอยู่/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'คำนวณระดับใหม่' })).toBeNull();
  });

  it('lets operations recalculate and reports what changed, in English', async () => {
    const requests = stubTiersApi('operations');
    const user = userEvent.setup();
    await renderList('en');
    const privateRow = (await screen.findByText('Private')).closest('tr')!;
    expect(within(privateRow).getByText('From 10,000,000.00 THB')).toBeVisible();
    expect(within(privateRow).getByText('A named relationship manager')).toBeVisible();

    await user.click(await screen.findByRole('button', { name: 'Recalculate tiers' }));
    expect(await screen.findByText('Tiers recalculated: 136 investors checked, 3 changed')).toBeVisible();
    expect(
      requests.filter((r) => r.method === 'POST' && r.url.endsWith('/api/admin/tier-recalculations')),
    ).toHaveLength(1);
  });

  it('says tiers are off while the userTier flag is off', async () => {
    stubTiersApi('admin', { tiersOn: false });
    const user = userEvent.setup();
    await renderList('en');
    expect(await screen.findByText(/Customer tiers are off \(userTier\)/)).toBeVisible();
    await user.click(await screen.findByRole('button', { name: 'Recalculate tiers' }));
    expect(await screen.findByText('Customer tiers are off, so nothing was recalculated')).toBeVisible();
  });

  it('opens a row to edit for admins only', async () => {
    stubTiersApi('admin');
    const user = userEvent.setup();
    await renderList('en');
    await user.click(await screen.findByText('Gold'));
    await waitFor(() => expect(window.location.hash).toBe('#/tiers/GOLD'));
  });
});
