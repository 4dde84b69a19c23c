import { answerOf } from '@fund/contract/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { investor, renderApp } from '../../test/render-app.tsx';
import { descriptionOf } from '../../test/render-with-providers.tsx';
import { noContent, problem, stubApi } from '../../test/stub-api.ts';

const status = (overrides = {}) =>
  answerOf('/me/security', 'get', {
    pinSet: false,
    pinBlocked: false,
    twoFactorEnabled: false,
    ...overrides,
  });

async function section(name: string) {
  return within((await screen.findByRole('heading', { level: 2, name })).closest('section')!);
}

describe('security page', () => {
  it('sends a signed-out reader to log in and back', async () => {
    stubApi();
    const { router } = renderApp('/security');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(router.state.location.search).toBe('?next=%2Fsecurity');
  });

  it('changes the password, then signs out everywhere and asks to log in again', async () => {
    const { callsTo } = stubApi({
      'GET /me/security': status(),
      'PUT /me/security/password': [problem(422, 'AUTH_CURRENT_PASSWORD_WRONG'), noContent()],
      'POST /auth/logout': noContent(),
    });
    const { router } = renderApp('/security', { user: investor });
    const form = await section('เปลี่ยนรหัสผ่าน');
    await userEvent.click(form.getByRole('button', { name: 'เปลี่ยนรหัสผ่าน' }));
    expect(descriptionOf(form.getByLabelText('รหัสผ่านปัจจุบัน'))).toBe('กรุณากรอกรหัสผ่าน');
    expect(descriptionOf(form.getByLabelText('ยืนยันรหัสผ่านใหม่'))).toBe('รหัสผ่านไม่ตรงกัน');
    await userEvent.type(form.getByLabelText('รหัสผ่านปัจจุบัน'), 'Wrong!2026');
    await userEvent.type(form.getByLabelText('รหัสผ่านใหม่'), 'Fresh!2026');
    await userEvent.type(form.getByLabelText('ยืนยันรหัสผ่านใหม่'), 'Fresh!2026');
    await userEvent.click(form.getByRole('button', { name: 'เปลี่ยนรหัสผ่าน' }));
    await waitFor(() => expect(descriptionOf(form.getByLabelText('รหัสผ่านปัจจุบัน'))).toBe('รหัสผ่านปัจจุบันไม่ถูกต้อง'));
    await userEvent.click(form.getByRole('button', { name: 'เปลี่ยนรหัสผ่าน' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(callsTo('PUT /me/security/password')[1]?.body).toEqual({
      currentPassword: 'Wrong!2026',
      newPassword: 'Fresh!2026',
    });
    expect(screen.getByText('เปลี่ยนรหัสผ่านแล้ว กรุณาเข้าสู่ระบบเพื่อใช้งานต่อ')).toBeVisible();
    expect(window.localStorage.getItem('user')).toBeNull();
  });

  it('sets a first PIN: 6 digits that must match', async () => {
    const { callsTo } = stubApi({
      'GET /me/security': [status(), status({ pinSet: true })],
      'PUT /me/security/pin': noContent(),
    });
    renderApp('/security', { user: investor });
    const pin = await section('PIN สำหรับทำรายการ');
    expect(pin.getByText('ยังไม่ได้ตั้ง PIN')).toBeVisible();
    expect(pin.queryByLabelText('PIN ปัจจุบัน')).toBeNull();
    await userEvent.type(pin.getByLabelText('PIN ใหม่ (6 หลัก)'), '12a45');
    await userEvent.type(pin.getByLabelText('ยืนยัน PIN ใหม่'), '402913');
    await userEvent.click(pin.getByRole('button', { name: 'ตั้ง PIN' }));
    expect(descriptionOf(pin.getByLabelText('PIN ใหม่ (6 หลัก)'))).toBe('PIN ต้องเป็นตัวเลข 6 หลัก');
    expect(descriptionOf(pin.getByLabelText('ยืนยัน PIN ใหม่'))).toBe('รหัส PIN ไม่ตรงกัน');
    // The API's rule, checked before anything is sent: a run of digits guards nothing.
    await userEvent.clear(pin.getByLabelText('PIN ใหม่ (6 หลัก)'));
    await userEvent.type(pin.getByLabelText('PIN ใหม่ (6 หลัก)'), '123456');
    await userEvent.click(pin.getByRole('button', { name: 'ตั้ง PIN' }));
    expect(descriptionOf(pin.getByLabelText('PIN ใหม่ (6 หลัก)'))).toMatch(/^รหัส PIN นี้เดาง่ายเกินไป/);
    expect(callsTo('PUT /me/security/pin')).toHaveLength(0);
    await userEvent.clear(pin.getByLabelText('PIN ใหม่ (6 หลัก)'));
    await userEvent.type(pin.getByLabelText('PIN ใหม่ (6 หลัก)'), '402913');
    await userEvent.click(pin.getByRole('button', { name: 'ตั้ง PIN' }));
    expect(await screen.findByText('เปลี่ยน PIN แล้ว')).toBeVisible();
    expect(callsTo('PUT /me/security/pin')[0]?.body).toEqual({ pin: '402913', confirmPin: '402913' });
    expect(await pin.findByLabelText('PIN ปัจจุบัน')).toBeVisible();
  });

  it('changes a PIN with the current one, and shows a wrong current PIN on its field', async () => {
    const { callsTo } = stubApi({
      'GET /me/security': status({ pinSet: true }),
      'PUT /me/security/pin': [problem(422, 'PIN_INVALID'), noContent()],
    });
    renderApp('/security', { user: investor, language: 'en' });
    const pin = await section('Transaction PIN');
    await userEvent.type(pin.getByLabelText('Current PIN'), '000000');
    await userEvent.type(pin.getByLabelText('New PIN (6 digits)'), '975310');
    await userEvent.type(pin.getByLabelText('Confirm new PIN'), '975310');
    await userEvent.click(pin.getByRole('button', { name: 'Change PIN' }));
    await waitFor(() =>
      expect(descriptionOf(pin.getByLabelText('Current PIN'))).toBe('The pincode is incorrect'),
    );
    await userEvent.click(pin.getByRole('button', { name: 'Change PIN' }));
    expect(await screen.findByText('Pincode changed')).toBeVisible();
    expect(callsTo('PUT /me/security/pin')[1]?.body).toEqual({
      pin: '975310',
      confirmPin: '975310',
      currentPin: '000000',
    });
  });

  it('a blocked PIN is reset with an e-mailed OTP', async () => {
    const { callsTo } = stubApi({
      'GET /me/security': [status({ pinSet: true, pinBlocked: true }), status({ pinSet: true })],
      'POST /auth/send-otp': answerOf(
        '/auth/send-otp',
        'post',
        { expiresInSeconds: 300, resendAfterSeconds: 60 },
        { status: 202 },
      ),
      'POST /me/security/pin/reset': noContent(),
    });
    renderApp('/security', { user: investor });
    const pin = await section('PIN สำหรับทำรายการ');
    await userEvent.click(pin.getByRole('button', { name: 'ส่งรหัส OTP ไปที่อีเมล' }));
    expect(callsTo('POST /auth/send-otp')[0]?.body).toEqual({
      channel: 'email',
      action: 'reset-pin',
      email: investor.email,
      language: 'th',
    });
    await userEvent.type(await pin.findByLabelText('รหัส OTP'), '111222');
    await userEvent.type(pin.getByLabelText('PIN ใหม่ (6 หลัก)'), '402913');
    await userEvent.type(pin.getByLabelText('ยืนยัน PIN ใหม่'), '402913');
    await userEvent.click(pin.getByRole('button', { name: 'ตั้ง PIN ใหม่' }));
    expect(await screen.findByText('เปลี่ยน PIN แล้ว')).toBeVisible();
    expect(callsTo('POST /me/security/pin/reset')[0]?.body).toEqual({
      otp: '111222',
      pin: '402913',
      confirmPin: '402913',
    });
  });

  it('turns 2FA on with the QR code and secret, then off with a code', async () => {
    const { callsTo } = stubApi({
      'GET /me/security': [status({ pinSet: true }), status({ pinSet: true, twoFactorEnabled: true })],
      'POST /me/security/2fa': answerOf('/me/security/2fa', 'post', {
        secret: 'JBSWY3DPEHPK3PXP',
        otpauthUrl: 'otpauth://totp/MFund:investor@example.com?secret=JBSWY3DPEHPK3PXP',
        qrDataUrl: 'data:image/png;base64,iVBORw0KGgo=',
      }),
      'POST /me/security/2fa/confirm': [problem(422, 'AUTH_2FA_INVALID'), noContent()],
      'DELETE /me/security/2fa': noContent(),
    });
    renderApp('/security', { user: investor });
    const twoFactor = await section('การยืนยันตัวตนสองขั้นตอน (2FA)');
    await userEvent.click(twoFactor.getByRole('button', { name: 'เปิดใช้ 2FA' }));
    const qr = await twoFactor.findByRole('img', { name: 'คิวอาร์โค้ดสำหรับแอปยืนยันตัวตน' });
    expect(qr.getAttribute('src')).toBe('data:image/png;base64,iVBORw0KGgo=');
    // On the phone that runs the authenticator, the same account opens through its otpauth: link.
    expect(twoFactor.getByRole('link', { name: 'เปิดในแอปยืนยันตัวตน' })).toHaveAttribute(
      'href',
      'otpauth://totp/MFund:investor@example.com?secret=JBSWY3DPEHPK3PXP',
    );
    expect(twoFactor.getByText('JBSWY3DPEHPK3PXP')).toBeVisible();
    await userEvent.type(twoFactor.getByLabelText('รหัสจากแอปยืนยันตัวตน'), '000000');
    await userEvent.click(twoFactor.getByRole('button', { name: 'ยืนยันเปิดใช้ 2FA' }));
    await waitFor(() =>
      expect(descriptionOf(twoFactor.getByLabelText('รหัสจากแอปยืนยันตัวตน'))).toBe(
        'รหัสยืนยันตัวตนสองขั้นตอนไม่ถูกต้อง กรุณาลองใหม่อีกครั้ง',
      ),
    );
    await userEvent.click(twoFactor.getByRole('button', { name: 'ยืนยันเปิดใช้ 2FA' }));
    expect(await screen.findByText('เปิดใช้ 2FA แล้ว')).toBeVisible();
    expect(callsTo('POST /me/security/2fa/confirm')[1]?.body).toEqual({ code: '000000' });
    expect(await twoFactor.findByText('เปิดใช้งานอยู่')).toBeVisible();
    await userEvent.type(twoFactor.getByLabelText('รหัสจากแอปยืนยันตัวตน'), '402913');
    await userEvent.click(twoFactor.getByRole('button', { name: 'ปิด 2FA' }));
    expect(await screen.findByText('ปิด 2FA แล้ว')).toBeVisible();
    expect(callsTo('DELETE /me/security/2fa')[0]?.body).toEqual({ code: '402913' });
  });
});
