import { brands } from '@fund/domain';
import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MaintenanceGate } from './maintenance-gate.tsx';

function stubMaintenance(answer: () => Promise<Response>) {
  const fetchMock = vi.fn<typeof fetch>(answer);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('MaintenanceGate island', () => {
  it('covers the page with the maintenance screen when maintenance is on', async () => {
    window.history.replaceState(null, '', '/en/');
    const fetchMock = stubMaintenance(async () =>
      Response.json({ maintenance: true, maintenanceText: 'We will be back at 18:00.' }),
    );
    render(<MaintenanceGate brand={brands.merit} />);
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('ขออภัย ระบบอยู่ระหว่างปรับปรุง');
    expect(dialog.textContent).toContain('We will be back at 18:00.');
    // Signed by the brand the site was built for.
    expect(dialog.textContent).toContain(brands.merit.legalName.en);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/app-setting/maintenance');
    expect(new Headers(init?.headers).get('x-action')).toBe('/en/');
  });

  it('shows nothing over the page when maintenance is off', async () => {
    const fetchMock = stubMaintenance(async () =>
      Response.json({ maintenance: false, maintenanceText: null }),
    );
    const { container } = render(<MaintenanceGate brand={brands.merit} />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    // Let the answer settle before asserting that nothing was drawn.
    await act(async () => {});
    expect(container.innerHTML).toBe('');
  });

  it('only logs a failed check and leaves the page usable', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubMaintenance(async () => new Response('Bad gateway', { status: 502 }));
    const { container } = render(<MaintenanceGate brand={brands.merit} />);
    await waitFor(() => expect(logged).toHaveBeenCalledTimes(1));
    expect(String(logged.mock.calls[0]?.[0])).toContain('Maintenance check failed');
    expect(container.innerHTML).toBe('');
  });
});
