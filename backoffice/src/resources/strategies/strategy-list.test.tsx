import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResourceContextProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SentRequest } from '../../testing/fetch-stub.ts';
import { permissionsKnown, renderInAdmin } from '../../testing/render-in-admin.tsx';
import { stubStrategiesApi } from './strategies-stub-api.ts';
import { StrategyList } from './strategy-list.tsx';

const renderList = async (language: 'th' | 'en' = 'th') =>
  await renderInAdmin(
    <ResourceContextProvider value="strategies">
      <StrategyList />
    </ResourceContextProvider>,
    language,
    { withAuth: true },
  );

const listQueries = (requests: SentRequest[]) =>
  requests
    .map((r) => new URL(r.url, 'http://backoffice.test'))
    .filter((u) => u.pathname === '/api/admin/strategies')
    .map((u) => ({
      filter: JSON.parse(u.searchParams.get('filter')!),
      sort: JSON.parse(u.searchParams.get('sort')!),
    }));

afterEach(() => {
  vi.unstubAllGlobals();
  window.location.hash = '';
});

describe('strategies and fees', () => {
  it('lists code, name, risk level, band, fees (switch-in too) as percentages, minimums and the latest NAV', async () => {
    const requests = stubStrategiesApi('compliance');
    await renderList('en');
    const row = (await screen.findByText('Bitcoin Strategy')).closest('tr')!;
    expect(within(row).getByText('M-BTC')).toBeVisible();
    expect(within(row).getByText('Very high')).toBeVisible();
    expect(within(row).getByText('0.25%')).toBeVisible();
    expect(screen.getByRole('columnheader', { name: 'Switch-in fee' })).toBeVisible();
    expect(within(row).getByText('0.3%')).toBeVisible();
    expect(screen.getByRole('columnheader', { name: 'Performance fee' })).toBeVisible();
    expect(within(row).getByText('10%')).toBeVisible();
    expect(within(row).getByText('10% of profit')).toBeVisible();
    expect(within(row).getByText('2% per year')).toBeVisible();
    expect(within(row).getByText('2.75% per year')).toBeVisible();
    expect(within(row).getAllByText('10,000.00')).toHaveLength(2);
    expect(within(row).getByText('12.3456 (07/12/2026)')).toBeVisible();
    const next = screen.getByText('Next-Generation Token Strategy').closest('tr')!;
    expect(within(next).getByText('No NAV yet')).toBeVisible();
    // Neither an increase nor a switch-in fee.
    expect(within(next).getAllByText('0%')).toHaveLength(2);
    expect(listQueries(requests)).toContainEqual({ filter: {}, sort: ['sortOrder', 'ASC'] });
  });

  it('shows Thai names and labels by default', async () => {
    stubStrategiesApi('operations');
    await renderList();
    const row = (await screen.findByText('กลยุทธ์บิตคอยน์')).closest('tr')!;
    expect(within(row).getByText('สูงมาก')).toBeVisible();
    expect(within(row).getByText('2% ต่อปี')).toBeVisible();
    expect(within(row).getByText('12.3456 (07/12/2569)')).toBeVisible();
    expect(screen.getByText('ค่าธรรมเนียมการจัดการ')).toBeVisible();
  });

  it('sends the search to the API', async () => {
    const requests = stubStrategiesApi('operations');
    await renderList('en');
    await screen.findByText('Bitcoin Strategy');
    const search = screen.getByRole('textbox', { name: 'Search code or name' });
    fireEvent.change(search, { target: { value: 'bitcoin' } });
    await waitFor(() => expect(listQueries(requests).map((q) => q.filter)).toContainEqual({ q: 'bitcoin' }));
  });

  it('operations open a strategy to edit it; compliance open it to read', async () => {
    const user = userEvent.setup({ delay: null });
    stubStrategiesApi('operations');
    const { unmount } = await renderList('en');
    await permissionsKnown();
    await user.click(await screen.findByText('Bitcoin Strategy'));
    await waitFor(() => expect(window.location.hash).toBe('#/strategies/M-BTC'));
    unmount();
    vi.unstubAllGlobals();
    window.location.hash = '';

    stubStrategiesApi('compliance');
    await renderList('en');
    await permissionsKnown();
    await user.click(await screen.findByText('Bitcoin Strategy'));
    await waitFor(() => expect(window.location.hash).toBe('#/strategies/M-BTC/show'));
  });
});
