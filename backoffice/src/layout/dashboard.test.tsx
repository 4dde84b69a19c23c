import type { Answer } from '@fund/contract';
import { answerOf } from '@fund/contract/testing';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../app.tsx';
import { createI18nProvider } from '../providers/i18n-provider.ts';
import { stubSignedIn } from '../testing/fetch-stub.ts';

const late = { key: 'OVER_2_DAYS', count: 4, filter: { status: 'PENDING', waitingDaysGte: 3 } } as const;
const waitingWork: Answer<'/admin/dashboard'> = {
  kycCases: {
    byAge: [
      { key: 'UNDER_1_DAY', count: 2, filter: { status: 'PENDING', waitingDaysLte: 0 } },
      { key: 'DAYS_1_TO_2', count: 5, filter: { status: 'PENDING', waitingDaysGte: 1, waitingDaysLte: 2 } },
      late,
    ],
    byStatus: [
      { key: 'PENDING', count: 11, filter: { status: 'PENDING' } },
      { key: 'REVIEW', count: 1, filter: { status: 'REVIEW' } },
      { key: 'OVERDUE', count: 0, filter: { status: 'OVERDUE' } },
    ],
  },
  orders: { key: 'CONFIRM', count: 7, filter: { stage: 'confirm' } },
  deposits: null,
  navs: { key: 'PENDING', count: 3, filter: { status: 'PENDING' } },
  payouts: null,
};

const signedInAs = (role: string) =>
  stubSignedIn(role, (request) =>
    request.url === '/api/admin/dashboard' ? answerOf('/admin/dashboard', 'get', waitingWork) : undefined,
  );

afterEach(() => {
  vi.unstubAllGlobals();
  window.location.hash = '';
});

describe('dashboard of waiting work', () => {
  it('shows each count as a link to its list, and leaves out a queue the role cannot read', async () => {
    signedInAs('compliance');
    render(<App i18nProvider={await createI18nProvider()} />);
    expect(await screen.findByRole('heading', { name: 'งานที่รอดำเนินการ' })).toBeVisible();
    expect(await screen.findByRole('link', { name: 'ส่งวันนี้ (ไม่ถึง 1 วัน): 2 รายการ' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'รอ 1-2 วัน: 5 รายการ' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'รอการอนุมัติ: 11 รายการ' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'บันทึกแล้ว รอเจ้าหน้าที่อีกคนอนุมัติ: 3 รายการ' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'คำสั่งซื้อขาย' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'เงินฝาก' })).toBeNull();
  });

  it('opens the list filtered exactly as the count was taken', async () => {
    const requests = signedInAs('compliance');
    render(<App i18nProvider={await createI18nProvider()} />);
    await userEvent.click(await screen.findByRole('link', { name: 'รอเกิน 2 วัน (เกินกำหนด): 4 รายการ' }));
    const listCall = await waitFor(() => {
      const call = requests.find((r) => r.url.startsWith('/api/admin/kyc-cases?'));
      expect(call).toBeDefined();
      return call!;
    });
    const filter = new URL(listCall.url, 'http://x').searchParams.get('filter');
    expect(JSON.parse(filter!)).toEqual(late.filter);
    // The list's own filter inputs show it, so staff see why these rows and no others.
    // The list's screens load on demand: its form fills in once they have.
    await waitFor(() => expect(screen.getByLabelText('รอมาแล้วอย่างน้อย (วัน)')).toHaveValue(3));
  });
});
