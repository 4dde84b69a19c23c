import { answerOf } from '@fund/contract/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { listRange, stubFetch } from '../../testing/fetch-stub.ts';
import { setUpListScreen } from '../../testing/list-screen.tsx';
import { ClientErrorList } from './client-error-list.tsx';

const reports = [
  {
    id: 7,
    app: 'portal',
    message: 'Cannot read properties of undefined',
    stack: 'TypeError: Cannot read properties of undefined\n    at PortfolioPage',
    path: '/portfolio',
    release: '1.4.0',
    userAgent: 'Mozilla/5.0 (iPhone)',
    userId: 4,
    createdAt: '2026-03-01T03:05:00Z',
    occurrences: 12,
  },
];

const { renderList, listQueries } = setUpListScreen('client-errors', <ClientErrorList />);

describe('front-end errors', () => {
  it('lists reports newest first with how often the message occurred, and opens the stack', async () => {
    const requests = stubFetch(() =>
      answerOf('/admin/client-errors', 'get', reports, listRange('client-errors', reports.length)),
    );
    await renderList('en');
    const row = (await screen.findByText('Cannot read properties of undefined')).closest('tr')!;
    expect(listQueries(requests)).toContainEqual({ filter: {}, sort: ['id', 'DESC'], range: [0, 49] });
    expect(within(row).getByText('12')).toBeVisible();
    expect(within(row).getByText('/portfolio')).toBeVisible();
    await userEvent.click(row);
    expect(await screen.findByText(/at PortfolioPage/)).toBeVisible();
  });

  it('filters by app', async () => {
    const requests = stubFetch((request) => {
      const filter = JSON.parse(
        new URL(request.url, 'http://backoffice.test').searchParams.get('filter') ?? '{}',
      ) as { app?: string };
      const rows = reports.filter((r) => !filter.app || r.app === filter.app);
      return answerOf('/admin/client-errors', 'get', rows, listRange('client-errors', rows.length));
    });
    await renderList('en');
    await screen.findByText('Cannot read properties of undefined');
    await userEvent.click(await screen.findByRole('combobox', { name: 'App' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Back office' }));
    await waitFor(() =>
      expect(listQueries(requests).map((q) => q.filter)).toContainEqual({ app: 'backoffice' }),
    );
  });
});
