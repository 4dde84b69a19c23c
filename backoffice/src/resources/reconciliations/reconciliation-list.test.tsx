import type { Answer } from '@fund/contract';
import { answerOf } from '@fund/contract/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResourceContextProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { flagAnswer, listRange, staffMe, stubFetch } from '../../testing/fetch-stub.ts';
import { permissionsKnown, renderInAdmin } from '../../testing/render-in-admin.tsx';
import { ReconciliationList } from './reconciliation-list.tsx';

const runs: Answer<'/admin/reconciliations'> = [
  {
    id: 2,
    asOf: '2026-12-08',
    status: 'BREAKS',
    breakCount: 1,
    positionsChecked: 12,
    investorsChecked: 5,
    cause: 'NAV_APPROVED',
    startedBy: null,
    createdAt: '2026-12-08T11:30:00Z',
  },
  {
    id: 1,
    asOf: '2026-12-07',
    status: 'CLEAN',
    breakCount: 0,
    positionsChecked: 12,
    investorsChecked: 5,
    cause: 'SCHEDULE',
    startedBy: null,
    createdAt: '2026-12-07T13:30:00Z',
  },
];

/** The reconciliations API: the runs above, `custodian` on or off, and a run on demand that finds `found` breaks. */
function stubReconciliationsApi(role: string, custodianOn: boolean, found = 0) {
  return stubFetch((request) => {
    const url = new URL(request.url, 'http://backoffice.test');
    if (url.pathname === '/api/me') {
      return staffMe(role, { uuid: 'u-1', email: `${role}@example.com` });
    }
    if (url.pathname === '/api/feature-flags/custodian') {
      return flagAnswer('custodian', custodianOn, { invest: true });
    }
    if (url.pathname === '/api/admin/reconciliations' && request.method === 'POST') {
      const run = {
        ...runs[1]!,
        id: 3,
        asOf: '2026-12-09',
        cause: 'ON_DEMAND' as const,
        status: found > 0 ? ('BREAKS' as const) : ('CLEAN' as const),
        breakCount: found,
        breaks: [],
      };
      return answerOf('/admin/reconciliations', 'post', run, { status: 201 });
    }
    return answerOf('/admin/reconciliations', 'get', runs, listRange('reconciliations', runs.length));
  });
}

const renderList = async (language: 'th' | 'en' = 'th') =>
  await renderInAdmin(
    <ResourceContextProvider value="reconciliations">
      <ReconciliationList />
    </ResourceContextProvider>,
    language,
    { withAuth: true },
  );

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('reconciliations', () => {
  it('lists each run with its result and breaks, and operations run one now', async () => {
    const requests = stubReconciliationsApi('operations', true);
    const user = userEvent.setup();
    await renderList();
    const breaks = (await screen.findByText('พบรายการไม่ตรง')).closest('tr')!;
    expect(within(breaks).getByText(/08\/12\/2569$/)).toBeVisible();
    expect(within(breaks).getByText('1')).toBeVisible();
    expect(screen.getByText('ตรงกันทั้งหมด')).toBeVisible();
    await user.click(await screen.findByRole('button', { name: 'กระทบยอดตอนนี้' }));
    expect(await screen.findByText('กระทบยอดแล้ว พบรายการไม่ตรง 0 รายการ')).toBeVisible();
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.url)).toEqual([
      '/api/admin/reconciliations',
    ]);
  });

  it.each([
    [1, 'Reconciled: 1 break'],
    [1234, 'Reconciled: 1,234 breaks'],
  ])('in English, a run that found %i break(s) says "%s"', async (found, text) => {
    stubReconciliationsApi('operations', true, found);
    const user = userEvent.setup();
    await renderList('en');
    await user.click(await screen.findByRole('button', { name: 'Reconcile now' }));
    expect(await screen.findByText(text)).toBeVisible();
  });

  it('with the custodian flag off, says nothing is reconciled and offers no run', async () => {
    stubReconciliationsApi('operations', false);
    await renderList();
    expect(
      await screen.findByText('ปิดการเชื่อมต่อผู้รับฝากทรัพย์สินอยู่ (ฟีเจอร์แฟล็ก custodian) จึงไม่มีการกระทบยอด'),
    ).toBeVisible();
    await permissionsKnown();
    expect(screen.queryByRole('button', { name: 'กระทบยอดตอนนี้' })).toBeNull();
  });
});
