import { errorMessage } from '@fund/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SentRequest } from '../../testing/fetch-stub.ts';
import { renderInAdmin } from '../../testing/render-in-admin.tsx';
import { TierEdit } from './tier-edit.tsx';
import { stubTiersApi } from './tiers-stub-api.ts';

const puts = (requests: SentRequest[]) => requests.filter((r) => r.method === 'PUT');

const renderEdit = async (language: 'th' | 'en' = 'en') =>
  await renderInAdmin(<TierEdit resource="tiers" id="GOLD" />, language, { withAuth: true });

afterEach(() => {
  vi.unstubAllGlobals();
});

// Forms render slowly on a busy machine; these tests wait longer than the default.
describe('editing a customer tier', { timeout: 30_000 }, () => {
  it('saves the threshold, names and benefits one per line', async () => {
    const requests = stubTiersApi('admin');
    const user = userEvent.setup({ delay: null });
    await renderEdit();

    const threshold = await screen.findByRole('textbox', { name: 'From assets under management (THB)' });
    expect(threshold).toHaveValue('1000000.00');
    expect(screen.getByRole('textbox', { name: 'Benefits (English), one per line' })).toHaveValue(
      'Priority support line\nMonthly market briefing',
    );
    fireEvent.change(threshold, { target: { value: '2000000' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Benefits (English), one per line' }), {
      target: { value: 'Priority support line\n\n  Monthly market briefing  \nInvitation to events' },
    });
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(puts(requests)).toHaveLength(1));
    expect(puts(requests)[0]!.url).toBe('/api/admin/tiers/GOLD');
    expect(puts(requests)[0]!.body).toEqual({
      name: { th: 'โกลด์', en: 'Gold' },
      minAum: '2000000',
      benefits: {
        th: ['สายด่วนบริการลูกค้าพิเศษ รับสายก่อน', 'บทวิเคราะห์ภาวะตลาดรายเดือน'],
        en: ['Priority support line', 'Monthly market briefing', 'Invitation to events'],
      },
    });
    expect(await screen.findByText('Tier saved')).toBeVisible();
  });

  it('refuses a threshold that is not an amount before sending it', async () => {
    const requests = stubTiersApi('admin');
    const user = userEvent.setup({ delay: null });
    await renderEdit();
    const threshold = await screen.findByRole('textbox', { name: 'From assets under management (THB)' });
    fireEvent.change(threshold, { target: { value: '1,000,000' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter an amount in THB with up to 2 decimal places')).toBeVisible();
    expect(puts(requests)).toHaveLength(0);
  });

  it('tells the API’s refusal in the reader’s language', async () => {
    stubTiersApi('admin', { refuseSave: true });
    const user = userEvent.setup({ delay: null });
    await renderEdit('th');
    const threshold = await screen.findByRole('textbox', { name: 'มูลค่าเงินลงทุนตั้งแต่ (บาท)' });
    fireEvent.change(threshold, { target: { value: '10000000' } });
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));
    expect(await screen.findByText(errorMessage('TIER_THRESHOLDS_INVALID', 'th'))).toBeVisible();
  });

  it('tells other staff that only administrators change tiers', async () => {
    const requests = stubTiersApi('operations');
    await renderEdit();
    expect(await screen.findByText('Only administrators can change customer tiers.')).toBeVisible();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(puts(requests)).toHaveLength(0);
  });
});
