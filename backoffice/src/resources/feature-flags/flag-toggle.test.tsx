import { answerOf } from '@fund/contract/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResourceContextProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listRange, stubFetch } from '../../testing/fetch-stub.ts';
import { renderInAdmin } from '../../testing/render-in-admin.tsx';
import { FeatureFlagList } from './feature-flag-list.tsx';

const flags = [
  {
    id: 'switching',
    enabled: true,
    governs: { th: 'เปิด: ลูกค้าสับเปลี่ยนได้ ปิด: ปฏิเสธคำสั่งสับเปลี่ยน', en: 'On: switches. Off: refused.' },
    updatedAt: '2027-06-09T03:30:00.000Z',
    updatedBy: 'admin@example.com',
  },
  {
    id: 'showToolsMenu',
    enabled: false,
    governs: { th: 'เปิด: มีเมนูเครื่องมือ ปิด: ไม่มี', en: 'On: Tools menu. Off: none.' },
    updatedAt: null,
    updatedBy: null,
  },
];

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('feature flag toggle', () => {
  it('says what each flag does in Thai, and who changed it last and when', async () => {
    stubFetch(() => answerOf('/admin/feature-flags', 'get', flags, listRange('feature-flags', flags.length)));
    await renderInAdmin(
      <ResourceContextProvider value="feature-flags">
        <FeatureFlagList />
      </ResourceContextProvider>,
    );
    expect(await screen.findByText('เปิด: ลูกค้าสับเปลี่ยนได้ ปิด: ปฏิเสธคำสั่งสับเปลี่ยน')).toBeVisible();
    expect(screen.queryByText('On: switches. Off: refused.')).toBeNull();
    expect(screen.getByText('admin@example.com')).toBeVisible();
    expect(screen.getByText('ใช้ค่าเริ่มต้น ยังไม่เคยเปลี่ยน')).toBeVisible();
    expect(screen.getByRole('columnheader', { name: /แฟล็กและผลของการเปิดปิด/ })).toBeVisible();
  });

  it('turns a flag off from its row with PUT { enabled: false } and shows it off once saved', async () => {
    const requests = stubFetch((request) =>
      request.method === 'PUT'
        ? answerOf('/admin/feature-flags/{id}', 'put', {
            ...flags[0]!,
            ...(request.body as { enabled: boolean }),
          })
        : answerOf('/admin/feature-flags', 'get', flags, listRange('feature-flags', flags.length)),
    );
    const user = userEvent.setup();
    await renderInAdmin(
      <ResourceContextProvider value="feature-flags">
        <FeatureFlagList />
      </ResourceContextProvider>,
    );

    const switching = await screen.findByRole('switch', { name: 'เปิดใช้งาน switching' });
    expect((switching as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('switch', { name: 'เปิดใช้งาน showToolsMenu' }) as HTMLInputElement).checked).toBe(
      false,
    );
    await user.click(switching);

    await waitFor(() => expect((switching as HTMLInputElement).checked).toBe(false));
    expect(requests.filter((r) => r.method === 'PUT')).toEqual([
      expect.objectContaining({ url: '/api/admin/feature-flags/switching', body: { enabled: false } }),
    ]);
    expect(await screen.findByText('บันทึกแฟล็กแล้ว')).toBeVisible();
  });
});
