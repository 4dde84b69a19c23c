import type { Answer } from '@fund/contract';
import { answerOf } from '@fund/contract/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResourceContextProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listRange, staffMe, stubFetch } from '../../testing/fetch-stub.ts';
import { permissionsKnown, renderInAdmin } from '../../testing/render-in-admin.tsx';
import { StatementRunList, shownMonth } from './statement-run-list.tsx';

const runs: Answer<'/admin/statement-runs'> = [
  {
    id: 2,
    month: '2026-11',
    cause: 'SCHEDULE',
    startedBy: null,
    investors: 40,
    generated: 37,
    failed: 3,
    pending: 0,
    emailed: 37,
    startedAt: '2026-12-01T23:30:00Z',
    finishedAt: '2026-12-01T23:34:00Z',
  },
  {
    id: 1,
    month: '2026-10',
    cause: 'STAFF',
    startedBy: 3,
    investors: 38,
    generated: 38,
    failed: 0,
    pending: 0,
    emailed: 38,
    startedAt: '2026-11-02T23:30:00Z',
    finishedAt: '2026-11-02T23:33:00Z',
  },
];

/** The statement runs API: the runs above; a start and a retry that both answer the run. */
function stubRunsApi(role: string) {
  return stubFetch((request) => {
    const url = new URL(request.url, 'http://backoffice.test');
    if (url.pathname === '/api/me') {
      return staffMe(role, { uuid: 'u-1', email: `${role}@example.com` });
    }
    if (url.pathname === '/api/admin/statement-runs' && request.method === 'POST') {
      const started = { ...runs[1]!, id: 3, month: '2026-09', pending: 38, generated: 0, finishedAt: null };
      return answerOf('/admin/statement-runs', 'post', started, { status: 201 });
    }
    if (url.pathname === '/api/admin/statement-runs/2/retry')
      return answerOf('/admin/statement-runs/{id}/retry', 'post', { ...runs[0]!, failed: 0, generated: 40 });
    return answerOf('/admin/statement-runs', 'get', runs, listRange('statement-runs', runs.length));
  });
}

const renderList = async (language: 'th' | 'en' = 'th') =>
  await renderInAdmin(
    <ResourceContextProvider value="statement-runs">
      <StatementRunList />
    </ResourceContextProvider>,
    language,
    { withAuth: true },
  );

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('monthly statement runs', () => {
  it('shows each run’s month, cause and progress; operations retry the failed ones and start a month', async () => {
    const requests = stubRunsApi('operations');
    const user = userEvent.setup();
    await renderList();
    const november = (await screen.findByText('11/2569')).closest('tr')!;
    expect(within(november).getByText('อัตโนมัติ (วันทำการแรกของเดือน)')).toBeVisible();
    expect(within(november).getByText('40 / 40')).toBeVisible();
    await user.click(within(november).getByRole('button', { name: 'สร้างใหม่ 3 ฉบับที่ไม่สำเร็จ' }));
    expect(await screen.findByText('สั่งสร้างรายงานที่ไม่สำเร็จใหม่แล้ว')).toBeVisible();
    const october = screen.getByText('10/2569').closest('tr')!;
    expect(within(october).queryByRole('button')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'สร้างรายงานของเดือน' }));
    const dialog = await screen.findByRole('dialog', { name: 'สร้างรายงานสรุปรายเดือน' });
    await user.type(within(dialog).getByLabelText('เดือน (ปปปป-ดด ค.ศ.)'), '2026-9');
    await user.click(within(dialog).getByRole('button', { name: 'เริ่มสร้าง' }));
    expect(await within(dialog).findByText('ระบุเดือนเป็น ปปปป-ดด เช่น 2026-10')).toBeVisible();
    await user.clear(within(dialog).getByLabelText('เดือน (ปปปป-ดด ค.ศ.)'));
    await user.type(within(dialog).getByLabelText('เดือน (ปปปป-ดด ค.ศ.)'), '2026-09');
    await user.click(within(dialog).getByRole('button', { name: 'เริ่มสร้าง' }));
    expect(await screen.findByText('เริ่มสร้างรายงานเดือน 2026-09 แล้ว')).toBeVisible();
    const posts = requests.filter((r) => r.method === 'POST');
    expect(posts.map((r) => r.url)).toEqual([
      '/api/admin/statement-runs/2/retry',
      '/api/admin/statement-runs',
    ]);
  });

  it('compliance reads the runs but neither starts nor retries them', async () => {
    stubRunsApi('compliance');
    await renderList('en');
    const november = (await screen.findByText('11/2026')).closest('tr')!;
    // Times in Bangkok, the year Gregorian on an English screen.
    expect(within(november).getByText(/^02\/12\/2026 06:30/)).toBeVisible();
    await permissionsKnown();
    expect(screen.queryByRole('button', { name: 'Make a month’s statements' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Retry 3 failed' })).toBeNull();
  });

  it('writes a month in the reader’s era', () => {
    expect(shownMonth('2026-01', 'th')).toBe('01/2569');
    expect(shownMonth('2026-01', 'en')).toBe('01/2026');
  });
});

describe('before the first run', () => {
  it('shows the empty table with the button that starts one', async () => {
    stubFetch((request) => {
      const url = new URL(request.url, 'http://backoffice.test');
      if (url.pathname === '/api/me') {
        return staffMe('operations', { uuid: 'u-1', email: 'operations@example.com' });
      }
      return answerOf('/admin/statement-runs', 'get', [], listRange('statement-runs', 0));
    });
    await renderList();
    expect(await screen.findByRole('button', { name: 'สร้างรายงานของเดือน' })).toBeVisible();
  });
});
