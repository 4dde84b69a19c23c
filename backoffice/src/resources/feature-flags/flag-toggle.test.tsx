import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResourceContextProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../../testing/fetch-stub.ts';
import { renderInAdmin } from '../../testing/render-in-admin.tsx';
import { FeatureFlagList } from './feature-flag-list.tsx';

const flags = [
  { id: 'ndid', enabled: true, description: 'Offers NDID identity verification.', updatedAt: null },
  { id: 'scbs', enabled: false, description: 'Enables the securities-broker integration.', updatedAt: null },
];

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('feature flag toggle', () => {
  it('turns a flag off from its row with PUT { enabled: false } and shows it off once saved', async () => {
    const requests = stubFetch((request) =>
      request.method === 'PUT'
        ? jsonResponse({ ...flags[0], ...(request.body as object) })
        : jsonResponse(flags, { headers: { 'Content-Range': 'feature-flags 0-1/2' } }),
    );
    const user = userEvent.setup();
    renderInAdmin(
      <ResourceContextProvider value="feature-flags">
        <FeatureFlagList />
      </ResourceContextProvider>,
    );

    const ndid = await screen.findByRole('switch', { name: 'เปิดใช้งาน ndid' });
    expect((ndid as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('switch', { name: 'เปิดใช้งาน scbs' }) as HTMLInputElement).checked).toBe(false);
    await user.click(ndid);

    await waitFor(() => expect((ndid as HTMLInputElement).checked).toBe(false));
    expect(requests.filter((r) => r.method === 'PUT')).toEqual([
      expect.objectContaining({ url: '/api/admin/feature-flags/ndid', body: { enabled: false } }),
    ]);
    expect(await screen.findByText('บันทึกแฟล็กแล้ว')).toBeVisible();
  });
});
