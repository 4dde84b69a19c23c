import { answerOf } from '@fund/contract/testing';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { investor, renderApp } from '../../test/render-app.tsx';
import { descriptionOf } from '../../test/render-with-providers.tsx';
import { problem, stubApi } from '../../test/stub-api.ts';

afterEach(() => vi.useRealTimers());

async function openOtpStep() {
  window.sessionStorage.setItem('pendingVerificationEmail', 'new@example.com');
  const rendered = renderApp('/auth/verify-email');
  await screen.findByLabelText('รหัส OTP');
  return rendered;
}

function submitCode(code: string) {
  fireEvent.change(screen.getByLabelText('รหัส OTP'), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'ยืนยัน' }));
}

describe('OTP step', () => {
  it('counts the resend cooldown down in seconds, then sends a new code', async () => {
    const { callsTo } = stubApi({
      'POST /auth/send-otp': answerOf(
        '/auth/send-otp',
        'post',
        { expiresInSeconds: 300, resendAfterSeconds: 60 },
        { status: 202 },
      ),
    });
    window.sessionStorage.setItem('pendingVerificationEmail', 'new@example.com');
    renderApp('/auth/verify-email');
    await screen.findByLabelText('รหัส OTP');
    // The code was just sent by the sign-up only when the step is opened from it; a reload can resend at once.
    // Fake time also follows real time, so Testing Library's own waiting still works.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(screen.getByRole('button', { name: 'ส่งรหัสอีกครั้ง' }));
    await waitFor(() => expect(callsTo('POST /auth/send-otp')).toHaveLength(1));
    expect(callsTo('POST /auth/send-otp')[0]?.body).toEqual({
      channel: 'email',
      action: 'verify-email',
      email: 'new@example.com',
      language: 'th',
    });
    expect(await screen.findByRole('button', { name: 'ส่งรหัสอีกครั้งได้ใน 60 วินาที' })).toHaveProperty(
      'disabled',
      true,
    );
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: 'ส่งรหัสอีกครั้งได้ใน 59 วินาที' })).toBeVisible();
    for (let second = 0; second < 58; second += 1) act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: 'ส่งรหัสอีกครั้งได้ใน 1 วินาที' })).toHaveProperty('disabled', true);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: 'ส่งรหัสอีกครั้ง' })).toHaveProperty('disabled', false);
  });

  it('waits out the cooldown again when the API answers AUTH_OTP_COOLDOWN', async () => {
    stubApi({ 'POST /auth/send-otp': problem(429, 'AUTH_OTP_COOLDOWN') });
    await openOtpStep();
    fireEvent.click(screen.getByRole('button', { name: 'ส่งรหัสอีกครั้ง' }));
    expect(await screen.findByRole('button', { name: 'ส่งรหัสอีกครั้งได้ใน 60 วินาที' })).toBeVisible();
    expect(screen.getByRole('alert').textContent).toBe('กรุณารอสักครู่ก่อนขอรหัส OTP ใหม่');
  });

  it('refuses an incomplete code without calling the API', async () => {
    const { callsTo } = stubApi();
    await openOtpStep();
    submitCode('123');
    expect(descriptionOf(screen.getByLabelText('รหัส OTP'))).toBe('กรุณากรอกรหัสยืนยันให้ครบ 6 หลัก');
    expect(callsTo('POST /auth/verify')).toHaveLength(0);
  });

  it('says a wrong code is incorrect, in the words of spec §8', async () => {
    stubApi({ 'POST /auth/verify': problem(422, 'AUTH_OTP_INVALID') });
    const { i18n } = await openOtpStep();
    await act(() => i18n.changeLanguage('en'));
    fireEvent.change(screen.getByLabelText('OTP code'), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() =>
      expect(descriptionOf(screen.getByLabelText('OTP code'))).toBe(
        'The OTP you entered is incorrect, please check and enter the code again',
      ),
    );
  });

  it('a right code verifies the e-mail, signs the user in and opens the home page with a toast', async () => {
    const { callsTo } = stubApi({
      'POST /auth/verify': answerOf('/auth/verify', 'post', { user: investor }),
      'GET /me/security': answerOf('/me/security', 'get', {
        pinSet: true,
        pinBlocked: false,
        twoFactorEnabled: false,
      }),
    });
    const { router } = await openOtpStep();
    submitCode('123456');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(callsTo('POST /auth/verify')[0]?.body).toEqual({ token: '123456' });
    expect(screen.getByRole('status').textContent).toContain('ยืนยันอีเมลสำเร็จ');
    expect(window.localStorage.getItem('user')).toContain(investor.uuid);
    expect(window.sessionStorage.getItem('pendingVerificationEmail')).toBeNull();
  });

  it('signed out and with no sign-up in this tab, the reader signs in first and comes back', async () => {
    stubApi();
    const { router } = renderApp('/auth/verify-email');
    await screen.findByRole('heading', { name: 'เข้าสู่ระบบ', level: 1 });
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/auth/login?next=%2Fauth%2Fverify-email',
    );
  });

  it("signed in and unverified, the step shows the account's address, resends at once, and waits out the server's cooldown", async () => {
    const { callsTo } = stubApi({
      'POST /auth/send-otp': problem(429, 'AUTH_OTP_COOLDOWN', [], { details: { retryAfterSeconds: 42 } }),
    });
    renderApp('/auth/verify-email', {
      user: { ...investor, email: 'later@example.com', emailVerified: false },
    });
    expect(await screen.findByText(/later@example\.com/)).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'ส่งรหัสอีกครั้ง' }));
    await waitFor(() => expect(callsTo('POST /auth/send-otp')).toHaveLength(1));
    expect(callsTo('POST /auth/send-otp')[0]?.body).toMatchObject({ email: 'later@example.com' });
    expect(await screen.findByRole('button', { name: 'ส่งรหัสอีกครั้งได้ใน 42 วินาที' })).toBeDisabled();
  });

  it('signed in and already verified, the step says so and leads on to account opening', async () => {
    stubApi();
    renderApp('/auth/verify-email', { user: { ...investor, emailVerified: true } });
    expect(await screen.findByRole('status')).toHaveTextContent(`อีเมล ${investor.email} ยืนยันแล้ว`);
    expect(screen.getByRole('link', { name: 'เปิดบัญชีต่อ' })).toHaveAttribute('href', '/kyc');
  });
});
