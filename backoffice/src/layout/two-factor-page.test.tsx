import { errorMessage } from '@fund/domain';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../app.tsx';
import { jsonResponse, problemResponse, stubFetch } from '../testing/fetch-stub.ts';
import { renderInAdmin } from '../testing/render-in-admin.tsx';
import { TwoFactorPage } from './two-factor-page.tsx';

const enrolment = {
  secret: 'JBSWY3DPEHPK3PXP',
  otpauthUrl: 'otpauth://totp/Fund:operations%40example.com?secret=JBSWY3DPEHPK3PXP',
  qrDataUrl: 'data:image/png;base64,iVBORw0KGgo=',
};

/** The API's two enrolment calls; the confirmation accepts `goodCode` only. */
function api(goodCode: string) {
  return stubFetch((request) => {
    if (request.url === '/api/me/security/2fa' && request.method === 'POST') return jsonResponse(enrolment);
    if (request.url === '/api/me/security/2fa/confirm') {
      return (request.body as { code: string }).code === goodCode
        ? new Response(null, { status: 204 })
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
    renderInAdmin(<TwoFactorPage />, 'en');
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
      'POST /api/me/security/2fa',
      'POST /api/me/security/2fa/confirm',
    ]);
    expect(requests[1]!.body).toEqual({ code: '123456' });
  });

  it('in Thai, a wrong code is refused with the API’s message and two-factor stays off', async () => {
    api('123456');
    renderInAdmin(<TwoFactorPage />, 'th');
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
      if (request.url === '/api/me')
        return jsonResponse({ user: { uuid: 'u-1', email: 'support@example.com', role: 'support' } });
      if (request.url === '/api/app-setting/maintenance')
        return jsonResponse({ maintenance: false, maintenanceText: null });
      if (request.url.startsWith('/api/admin/'))
        return jsonResponse([], { headers: { 'Content-Range': 'x 0-0/0' } });
      return problemResponse(404, 'ROUTE_NOT_FOUND');
    });
    render(<App />);
    fireEvent.click(await screen.findByRole('button', { name: 'โปรไฟล์' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'การยืนยันตัวตนสองขั้นตอน' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'การยืนยันตัวตนสองขั้นตอน' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'เริ่มตั้งค่า' })).toBeVisible();
  });
});
