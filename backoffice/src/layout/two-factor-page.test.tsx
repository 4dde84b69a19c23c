import { answerOf } from '@fund/contract/testing';
import { errorMessage } from '@fund/domain';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../app.tsx';
import { createI18nProvider } from '../providers/i18n-provider.ts';
import { emptyList, problemResponse, staffMe, stubFetch } from '../testing/fetch-stub.ts';
import { renderInAdmin } from '../testing/render-in-admin.tsx';
import { TwoFactorPage } from './two-factor-page.tsx';

const enrolment = {
  secret: 'JBSWY3DPEHPK3PXP',
  otpauthUrl: 'otpauth://totp/Fund:operations%40example.com?secret=JBSWY3DPEHPK3PXP',
  qrDataUrl: 'data:image/png;base64,iVBORw0KGgo=',
};

const recoveryCodes = Array.from({ length: 10 }, (_, i) => `ABCDE-FGH${String.fromCharCode(65 + i)}K`);

/**
 * The API's enrolment calls; the confirmation (and new recovery codes) accept `goodCode` only. `on` says whether
 * two-factor sign-in is on already (`GET /me/security`).
 */
function api(goodCode: string, on = false) {
  return stubFetch((request) => {
    if (request.url === '/api/me/security')
      return answerOf('/me/security', 'get', { pinSet: false, pinBlocked: false, twoFactorEnabled: on });
    if (request.url === '/api/me/security/2fa' && request.method === 'POST') {
      return answerOf('/me/security/2fa', 'post', enrolment);
    }
    const good = (request.body as { code?: string } | undefined)?.code === goodCode;
    if (request.url === '/api/me/security/2fa/confirm') {
      return good
        ? answerOf('/me/security/2fa/confirm', 'post', { recoveryCodes })
        : problemResponse(422, 'AUTH_2FA_INVALID');
    }
    if (request.url === '/api/me/security/2fa/recovery-codes') {
      return good
        ? answerOf('/me/security/2fa/recovery-codes', 'post', { recoveryCodes })
        : problemResponse(422, 'AUTH_2FA_INVALID');
    }
    return problemResponse(404, 'ROUTE_NOT_FOUND');
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.location.hash = '';
});

describe('the two-factor page', () => {
  it('shows the QR code and secret, and a right code from the app turns two-factor sign-in on', async () => {
    const requests = api('123456');
    await renderInAdmin(<TwoFactorPage />, 'en');
    expect(screen.getByRole('heading', { level: 1, name: 'Two-factor sign-in' })).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Set it up' }));
    expect(await screen.findByRole('img', { name: 'QR code for the authenticator app' })).toHaveAttribute(
      'src',
      enrolment.qrDataUrl,
    );
    expect(screen.getByText(`Secret: ${enrolment.secret}`)).toBeVisible();
    fireEvent.change(screen.getByLabelText(/6-digit code from the app/), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and turn on' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Two-factor sign-in is on.');
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /api/me/security',
      'POST /api/me/security/2fa',
      'POST /api/me/security/2fa/confirm',
    ]);
    expect(requests[2]!.body).toEqual({ code: '123456' });
    // The recovery codes, this once, with the warning and ways to keep them.
    const codes = screen.getByRole('region', { name: 'Recovery codes' });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(recoveryCodes);
    expect(within(codes).getByText(/These 10 recovery codes are shown only once/)).toBeVisible();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    fireEvent.click(within(codes).getByRole('button', { name: 'Copy codes' }));
    expect(writeText).toHaveBeenCalledWith(`${recoveryCodes.join('\n')}\n`);
    expect(await screen.findByText('Recovery codes copied')).toBeVisible();
    expect(within(codes).getByRole('button', { name: 'Download' })).toBeVisible();
  });

  it('once it is on, a current code from the app gives new recovery codes', async () => {
    const requests = api('654321', true);
    await renderInAdmin(<TwoFactorPage />, 'th');
    expect(await screen.findByRole('heading', { level: 2, name: 'ขอรหัสกู้คืนชุดใหม่' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'เริ่มตั้งค่า' })).toBeNull();
    fireEvent.change(screen.getByLabelText(/รหัส 6 หลักจากแอป/), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'ขอรหัสชุดใหม่' }));
    const codes = await screen.findByRole('region', { name: 'รหัสกู้คืน' });
    expect(within(codes).getAllByRole('listitem')).toHaveLength(10);
    expect(within(codes).getByText(/รหัสกู้คืน 10 รหัสนี้แสดงเพียงครั้งเดียว/)).toBeVisible();
    expect(requests.at(-1)).toMatchObject({
      url: '/api/me/security/2fa/recovery-codes',
      body: { code: '654321' },
    });
  });

  it('in Thai, a wrong code is refused with the API’s message and two-factor stays off', async () => {
    api('123456');
    await renderInAdmin(<TwoFactorPage />, 'th');
    fireEvent.click(screen.getByRole('button', { name: 'เริ่มตั้งค่า' }));
    fireEvent.change(await screen.findByLabelText(/รหัส 6 หลักจากแอป/), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'ยืนยันและเปิดใช้' }));
    expect(await screen.findByText(errorMessage('AUTH_2FA_INVALID', 'th'))).toBeVisible();
    expect(screen.queryByText(/เปิดใช้การยืนยันตัวตนสองขั้นตอนแล้ว/)).toBeNull();
  });
});

describe('the user menu', () => {
  it('leads every staff member to their two-factor sign-in', async () => {
    stubFetch((request) => {
      if (request.url === '/api/me') return staffMe('support', { uuid: 'u-1', email: 'support@example.com' });
      if (request.url === '/api/app-setting/maintenance')
        return answerOf('/app-setting/maintenance', 'get', { maintenance: false, maintenanceText: null });
      if (request.url.startsWith('/api/admin/')) return emptyList();
      return problemResponse(404, 'ROUTE_NOT_FOUND');
    });
    render(<App i18nProvider={await createI18nProvider()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'โปรไฟล์' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'การยืนยันตัวตนสองขั้นตอน' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'การยืนยันตัวตนสองขั้นตอน' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'เริ่มตั้งค่า' })).toBeVisible();
  });
});

describe('forced enrolment', () => {
  it('a staff member without a second factor sees only the enrolment page until it is confirmed', async () => {
    let mustEnrol = true;
    const requests = stubFetch((request) => {
      if (request.url === '/api/me') {
        return staffMe('support', {
          uuid: 'u-9',
          email: 'malee@example.com',
          twoFactorEnrolmentRequired: mustEnrol,
        });
      }
      if (request.url === '/api/me/security/2fa' && request.method === 'POST') {
        return answerOf('/me/security/2fa', 'post', enrolment);
      }
      if (request.url === '/api/me/security/2fa/confirm') {
        mustEnrol = false;
        return answerOf('/me/security/2fa/confirm', 'post', { recoveryCodes });
      }
      if (request.url === '/api/app-setting/maintenance')
        return answerOf('/app-setting/maintenance', 'get', { maintenance: false, maintenanceText: null });
      if (request.url.startsWith('/api/admin/')) return emptyList();
      return problemResponse(404, 'ROUTE_NOT_FOUND');
    });
    window.location.hash = '#/users';
    render(<App i18nProvider={await createI18nProvider()} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'การยืนยันตัวตนสองขั้นตอน' })).toBeVisible();
    expect(screen.getByText(/บัญชีเจ้าหน้าที่ต้องเปิดใช้การยืนยันตัวตนสองขั้นตอนก่อนใช้งานระบบหลังบ้าน/)).toBeVisible();
    // No menu, no user menu, no screen: nothing else is reachable, and nothing else is asked of the API.
    expect(screen.queryByRole('button', { name: 'โปรไฟล์' })).toBeNull();
    expect(screen.queryByRole('menuitem')).toBeNull();
    expect(screen.getByRole('button', { name: 'ออกจากระบบ' })).toBeVisible();
    expect(requests.filter((r) => r.url.startsWith('/api/admin/'))).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'เริ่มตั้งค่า' }));
    fireEvent.change(await screen.findByLabelText(/รหัส 6 หลักจากแอป/), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'ยืนยันและเปิดใช้' }));
    expect(await screen.findByRole('region', { name: 'รหัสกู้คืน' })).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'ไปที่ระบบหลังบ้าน' }));
    expect(await screen.findByRole('button', { name: 'โปรไฟล์' })).toBeVisible();
  });
});
