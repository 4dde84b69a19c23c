import type { Answer } from '@fund/contract';
import { answerOf } from '@fund/contract/testing';
import { errorMessage } from '@fund/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { problemResponse, stubFetch } from '../../testing/fetch-stub.ts';
import { renderInAdmin } from '../../testing/render-in-admin.tsx';
import { AppSettingEdit } from './app-setting-edit.tsx';

const stored: Answer<'/admin/app-settings/{id}'> = {
  id: 'maintenance',
  maintenance: false,
  maintenanceText: null,
  updatedAt: '2026-03-01T03:00:00Z',
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('maintenance edit', () => {
  it('turns maintenance on with its text by PUT to the maintenance setting', async () => {
    const requests = stubFetch((request) =>
      request.method === 'PUT'
        ? answerOf('/admin/app-settings/{id}', 'put', {
            ...stored,
            ...(request.body as { maintenance: boolean; maintenanceText: string | null }),
            updatedAt: '2026-03-02T03:00:00Z',
          })
        : answerOf('/admin/app-settings/{id}', 'get', stored),
    );
    const user = userEvent.setup();
    await renderInAdmin(<AppSettingEdit resource="app-settings" id="maintenance" />);

    await user.click(await screen.findByRole('switch', { name: 'โหมดปิดปรับปรุง' }));
    await user.type(screen.getByRole('textbox', { name: 'ข้อความแจ้งปิดปรับปรุง' }), 'ปิดปรับปรุงถึง 18:00 น.');
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));

    await waitFor(() => expect(requests.some((r) => r.method === 'PUT')).toBe(true));
    expect(requests.find((r) => r.method === 'PUT')).toMatchObject({
      url: '/api/admin/app-settings/maintenance',
      credentials: 'same-origin',
      body: { maintenance: true, maintenanceText: 'ปิดปรับปรุงถึง 18:00 น.' },
    });
    expect(await screen.findByText('บันทึกการตั้งค่าแล้ว')).toBeVisible();
  });

  it('says where the text is shown, in English too', async () => {
    stubFetch(() => answerOf('/admin/app-settings/{id}', 'get', stored));
    await renderInAdmin(<AppSettingEdit resource="app-settings" id="maintenance" />, 'en');

    // MUI draws the switch over a transparent input, so its state is what can be checked.
    expect(await screen.findByRole('switch', { name: 'Maintenance mode' })).not.toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Maintenance text' })).toBeVisible();
    expect(screen.getByText(/Shown on the investor portal and the site/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Save' })).toBeVisible();
  });

  it('shows the translated refusal when the role may not change settings', async () => {
    stubFetch((request) =>
      request.method === 'PUT'
        ? problemResponse(403, 'AUTH_FORBIDDEN')
        : answerOf('/admin/app-settings/{id}', 'get', stored),
    );
    const user = userEvent.setup();
    await renderInAdmin(<AppSettingEdit resource="app-settings" id="maintenance" />);

    await user.click(await screen.findByRole('switch', { name: 'โหมดปิดปรับปรุง' }));
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));

    expect(await screen.findByText(errorMessage('AUTH_FORBIDDEN', 'th'))).toBeVisible();
  });
});
