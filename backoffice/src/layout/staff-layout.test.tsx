import { answerOf } from '@fund/contract/testing';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../app.tsx';
import { createI18nProvider } from '../providers/i18n-provider.ts';
import { emptyList, problemResponse, staffMe, stubFetch } from '../testing/fetch-stub.ts';

function signedInWhileMaintenance(maintenance: boolean) {
  return stubFetch((request) => {
    if (request.url === '/api/me')
      return staffMe('operations', { uuid: 'u-1', email: 'operations@example.com' });
    if (request.url === '/api/app-setting/maintenance')
      return answerOf('/app-setting/maintenance', 'get', {
        maintenance,
        maintenanceText: maintenance ? 'ถึง 12:00 น.' : null,
      });
    if (request.url.startsWith('/api/admin/')) return emptyList();
    return problemResponse(404, 'ROUTE_NOT_FOUND');
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.location.hash = '';
});

describe('the maintenance banner', () => {
  it('tells staff, on every screen, that investors cannot change anything while maintenance is on', async () => {
    signedInWhileMaintenance(true);
    render(<App i18nProvider={await createI18nProvider()} />);
    expect(
      await screen.findByText(
        'ระบบอยู่ระหว่างปิดปรับปรุง: ผู้ลงทุนยังดูข้อมูลได้ แต่ส่งคำสั่ง ฝากเงิน หรือแก้ไขข้อมูลไม่ได้ เจ้าหน้าที่ทำงานได้ตามปกติ ถึง 12:00 น.',
      ),
    ).toBeVisible();
  });

  it('is not there while maintenance is off', async () => {
    const requests = signedInWhileMaintenance(false);
    render(<App i18nProvider={await createI18nProvider()} />);
    await screen.findByRole('heading', { name: 'งานที่รอดำเนินการ' });
    expect(requests.some((r) => r.url === '/api/app-setting/maintenance')).toBe(true);
    expect(screen.queryByText(/ระบบอยู่ระหว่างปิดปรับปรุง/)).toBeNull();
  });
});
