import { answerOf } from '@fund/contract/testing';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../lib/api-client.ts';
import { memoryRouterFuture } from '../../test/render-with-providers.tsx';
import { problem } from '../../test/stub-api.ts';
import { maintenanceRecheckMs } from './api.ts';
import { MaintenanceGate } from './maintenance-gate.tsx';

function stubMaintenance(answer: () => Promise<Response>) {
  const fetchMock = vi.fn<typeof fetch>(answer);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderGate(path = '/') {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter future={memoryRouterFuture} initialEntries={[path]}>
        <MaintenanceGate>
          <Routes>
            <Route path="/" element={<Link to="/auth/login">Portal home</Link>} />
            <Route path="/auth/login" element={<h1>Login page</h1>} />
          </Routes>
        </MaintenanceGate>
      </MemoryRouter>
    </SWRConfig>,
  );
}

describe('MaintenanceGate', () => {
  it('covers the portal with the maintenance screen when the API says maintenance is on', async () => {
    const fetchMock = stubMaintenance(async () =>
      answerOf('/app-setting/maintenance', 'get', {
        maintenance: true,
        maintenanceText: 'กลับมาให้บริการเวลา 18:00 น.',
      }),
    );
    renderGate('/auth/login');
    expect(await screen.findByRole('alertdialog')).toBeVisible();
    expect(screen.getByText('กลับมาให้บริการเวลา 18:00 น.')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Login page' })).toBeNull();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/app-setting/maintenance');
    expect(new Headers(init?.headers).get('x-action')).toBe('/auth/login');
  });

  it('shows the portal when maintenance is off, and checks again on each route change', async () => {
    const fetchMock = stubMaintenance(async () =>
      answerOf('/app-setting/maintenance', 'get', { maintenance: false, maintenanceText: null }),
    );
    renderGate('/');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await userEvent.click(screen.getByRole('link', { name: 'Portal home' }));
    expect(screen.getByRole('heading', { name: 'Login page' })).toBeVisible();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(new Headers(fetchMock.mock.calls[1]?.[1]?.headers).get('x-action')).toBe('/auth/login');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('only logs a failed check and keeps the portal working', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubMaintenance(async () => {
      throw new TypeError('Failed to fetch');
    });
    renderGate('/');
    await waitFor(() => expect(logged).toHaveBeenCalledTimes(1));
    expect(String(logged.mock.calls[0]?.[0])).toContain('Maintenance check failed');
    expect(screen.getByRole('link', { name: 'Portal home' })).toBeVisible();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('an open tab switches to the screen within 30 seconds without navigating, and back when it ends', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let on = false;
      stubMaintenance(async () =>
        answerOf('/app-setting/maintenance', 'get', {
          maintenance: on,
          maintenanceText: on ? 'ปิดปรับปรุง' : null,
        }),
      );
      renderGate('/');
      expect(await screen.findByRole('link', { name: 'Portal home' })).toBeVisible();
      on = true;
      await vi.advanceTimersByTimeAsync(maintenanceRecheckMs);
      expect(await screen.findByRole('alertdialog')).toBeVisible();
      // The page is kept beneath, out of reach, while the screen covers it.
      expect(screen.queryByRole('link', { name: 'Portal home' })).toBeNull();
      expect(screen.getByText('Portal home').closest('[inert]')).not.toBeNull();
      on = false;
      await vi.advanceTimersByTimeAsync(maintenanceRecheckMs);
      expect(await screen.findByRole('link', { name: 'Portal home' })).toBeVisible();
      expect(screen.queryByRole('alertdialog')).toBeNull();
      expect(screen.getByText('Portal home').closest('[inert]')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('a request the API refuses for maintenance has the screen checked again at once', async () => {
    let on = false;
    const fetchMock = stubMaintenance(async () =>
      answerOf('/app-setting/maintenance', 'get', { maintenance: on, maintenanceText: null }),
    );
    renderGate('/');
    expect(await screen.findByRole('link', { name: 'Portal home' })).toBeVisible();
    on = true;
    fetchMock.mockImplementationOnce(async () => problem(503, 'MAINTENANCE'));
    await expect(apiRequest('/orders', { method: 'GET' })).rejects.toMatchObject({ code: 'MAINTENANCE' });
    expect(await screen.findByRole('alertdialog')).toBeVisible();
  });
});
