import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResourceContextProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SentRequest } from '../../testing/fetch-stub.ts';
import { renderInAdmin } from '../../testing/render-in-admin.tsx';
import { stubStrategiesApi } from './strategies-stub-api.ts';
import { StrategyList } from './strategy-list.tsx';

const renderList = (language: 'th' | 'en' = 'th') =>
  renderInAdmin(
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
  it('lists code, name, risk level, band, fees as percentages, minimums and the latest NAV', async () => {
    const requests = stubStrategiesApi('compliance');
    renderList('en');
    const row = (await screen.findByText('Bitcoin Strategy')).closest('tr')!;
    expect(within(row).getByText('M-BTC')).toBeVisible();
    expect(within(row).getByText('Very high')).toBeVisible();
    expect(within(row).getByText('0.25%')).toBeVisible();
    expect(within(row).getByText('10% of profit')).toBeVisible();
    expect(within(row).getByText('2% per year')).toBeVisible();
    expect(within(row).getByText('2.75% per year')).toBeVisible();
    expect(within(row).getAllByText('10,000.00')).toHaveLength(2);
    expect(within(row).getByText('12.3456 (07/12/2026)')).toBeVisible();
    const next = screen.getByText('Next-Generation Token Strategy').closest('tr')!;
    expect(within(next).getByText('No NAV yet')).toBeVisible();
    expect(within(next).getByText('0%')).toBeVisible();
    expect(listQueries(requests)).toContainEqual({ filter: {}, sort: ['sortOrder', 'ASC'] });
  });

  it('shows Thai names and labels by default', async () => {
    stubStrategiesApi('operations');
    renderList();
    const row = (await screen.findByText('กลยุทธ์บิตคอยน์')).closest('tr')!;
    expect(within(row).getByText('สูงมาก')).toBeVisible();
    expect(within(row).getByText('2% ต่อปี')).toBeVisible();
    expect(within(row).getByText('12.3456 (07/12/2569)')).toBeVisible();
    expect(screen.getByText('ค่าธรรมเนียมการจัดการ')).toBeVisible();
  });

  it('sends the search to the API', async () => {
    const requests = stubStrategiesApi('operations');
    renderList('en');
    await screen.findByText('Bitcoin Strategy');
    const search = screen.getByRole('textbox', { name: 'Search code or name' });
    fireEvent.change(search, { target: { value: 'bitcoin' } });
    await waitFor(() => expect(listQueries(requests).map((q) => q.filter)).toContainEqual({ q: 'bitcoin' }));
  });

  it('operations open a strategy to edit it; compliance only read', async () => {
    const user = userEvent.setup({ delay: null });
    const requests = stubStrategiesApi('operations');
    const { unmount } = renderList('en');
    await waitFor(() => expect(requests.some((r) => r.url === '/api/me')).toBe(true));
    await user.click(await screen.findByText('Bitcoin Strategy'));
    await waitFor(() => expect(window.location.hash).toBe('#/strategies/M-BTC'));
    unmount();
    vi.unstubAllGlobals();
    window.location.hash = '';

    const complianceRequests = stubStrategiesApi('compliance');
    renderList('en');
    await waitFor(() => expect(complianceRequests.some((r) => r.url === '/api/me')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    await user.click(await screen.findByText('Bitcoin Strategy'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(window.location.hash).not.toContain('/strategies/M-BTC');
  });
});
