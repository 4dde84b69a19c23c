import { answerOf } from '@fund/contract/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { listRange, stubFetch } from '../../testing/fetch-stub.ts';
import { setUpListScreen } from '../../testing/list-screen.tsx';
import { AuditLogList } from './audit-log-list.tsx';
import type { AuditEntry } from './types.ts';

const entries: AuditEntry[] = [
  {
    id: 12,
    action: 'users.unlock',
    subject: 'users/4',
    before: { locked: true, role: null },
    after: { locked: false, role: null, ip: '203.0.113.7' },
    requestId: 'req-12',
    ip: '203.0.113.7',
    userAgent: 'Mozilla/5.0',
    createdAt: '2026-03-01T03:05:00Z',
    actorId: 3,
    actor: 'compliance@example.com',
  },
  {
    id: 11,
    action: 'reports.export',
    subject: 'reports/2',
    before: null,
    after: null,
    requestId: null,
    ip: null,
    userAgent: null,
    createdAt: '2026-02-28T17:30:00Z',
    actorId: null,
    actor: null,
  },
];

function stubAuditApi() {
  return stubFetch((request) => {
    const url = new URL(request.url, 'http://backoffice.test');
    const filter = JSON.parse(url.searchParams.get('filter') ?? '{}') as {
      action?: string;
      subject?: string;
    };
    const rows = entries.filter(
      (entry) =>
        (!filter.action || entry.action === filter.action) &&
        (!filter.subject || entry.subject === filter.subject),
    );
    return answerOf('/admin/audit-log', 'get', rows, listRange('audit-log', rows.length));
  });
}

const { renderList, listQueries } = setUpListScreen('audit-log', <AuditLogList />);

describe('audit log', () => {
  it('lists the newest entries first with Bangkok time, actor, action, target and IP', async () => {
    const requests = stubAuditApi();
    await renderList();

    const row = (await screen.findByText('users/4')).closest('tr')!;
    expect(listQueries(requests)).toContainEqual({ filter: {}, sort: ['id', 'DESC'], range: [0, 49] });
    expect(within(row).getByText('01/03/2569 10:05')).toBeVisible();
    expect(within(row).getByText('compliance@example.com')).toBeVisible();
    expect(within(row).getByText('ปลดล็อกบัญชี')).toBeVisible();
    expect(within(row).getByText('203.0.113.7')).toBeVisible();

    // An action this screen does not know yet shows under its own name; no actor means the system.
    const other = screen.getByText('reports/2').closest('tr')!;
    expect(within(other).getByText('reports.export')).toBeVisible();
    expect(within(other).getByText('ระบบ')).toBeVisible();
    expect(within(other).getByText('01/03/2569 00:30')).toBeVisible();
  });

  it('shows the state before and after when a row is opened', async () => {
    stubAuditApi();
    const user = userEvent.setup();
    await renderList('en');

    await user.click(await screen.findByText('users/4'));

    expect(await screen.findByText('Before')).toBeVisible();
    expect(screen.getByText(/"ip": "203\.0\.113\.7"/)).toBeVisible();
    expect(screen.getByText('Request ID: req-12')).toBeVisible();
  });

  it('sends the action and target filters to the API', async () => {
    const requests = stubAuditApi();
    const user = userEvent.setup();
    await renderList();

    await user.click(await screen.findByRole('combobox', { name: 'การดำเนินการ' }));
    await user.click(await screen.findByRole('option', { name: 'ปลดล็อกบัญชี' }));
    await user.type(screen.getByRole('textbox', { name: 'รายการที่ถูกดำเนินการ' }), 'users/4');

    await waitFor(
      () =>
        expect(listQueries(requests)).toContainEqual({
          filter: { action: 'users.unlock', subject: 'users/4' },
          sort: ['id', 'DESC'],
          range: [0, 49],
        }),
      { timeout: 3000 },
    );
    await waitFor(() => expect(screen.queryByText('reports/2')).toBeNull());
  });
});
