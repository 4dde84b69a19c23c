import { answerOf } from '@fund/contract/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { investor, renderApp } from '../../test/render-app.tsx';
import { problem, stubApi } from '../../test/stub-api.ts';
import { savedGeneral, savedPersonal } from '../kyc/test-options.ts';

const profile = answerOf('/me/profile', 'get', {
  status: 'VERIFIED',
  general: savedGeneral,
  personal: savedPersonal,
  changeRequests: [],
});
const unverified = answerOf('/me/phone', 'get', { phone: '0815550101', verified: false, verifiedAt: null });
const verified = answerOf('/me/phone', 'get', {
  phone: '0815550101',
  verified: true,
  verifiedAt: '2026-11-27T03:00:00Z',
});
const codeSent = answerOf(
  '/me/phone/code',
  'post',
  { phoneEnding: '0101', expiresInSeconds: 300, resendAfterSeconds: 60 },
  { status: 202 },
);

describe('verifying the mobile number by SMS', { timeout: 45_000 }, () => {
  it('texts a code, takes it, and says SMS is set; the resend waits out the server’s 60 seconds', async () => {
    const { callsTo } = stubApi({
      'GET /me/profile': profile,
      'GET /me/phone': unverified,
      'POST /me/phone/code': codeSent,
      'POST /me/phone/verify': verified,
    });
    renderApp('/profile', { user: investor, language: 'en' });
    await userEvent.click(await screen.findByRole('button', { name: 'Send a code by SMS' }));
    expect(
      await screen.findByText(
        'We sent a 6-digit code to the number ending in 0101. It is valid for 5 minutes.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: /^Resend code in \d+ s$/ })).toBeDisabled();

    await userEvent.type(screen.getByLabelText('OTP code'), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Verify the mobile number' }));
    expect(callsTo('POST /me/phone/verify')).toHaveLength(0);

    await userEvent.type(screen.getByLabelText('OTP code'), '6');
    await userEvent.click(screen.getByRole('button', { name: 'Verify the mobile number' }));
    await waitFor(() => expect(callsTo('POST /me/phone/verify')[0]?.body).toEqual({ code: '123456' }));
    expect(await screen.findByText('SMS set: your mobile number is verified.')).toBeVisible();
    expect(screen.getByText(/^Mobile number verified by SMS \(/)).toBeVisible();
  });

  it('says in Thai that SMS setup failed when no SMS can be sent, and a wrong code in its field', async () => {
    stubApi({
      'GET /me/profile': profile,
      'GET /me/phone': unverified,
      'POST /me/phone/code': [problem(503, 'PHONE_SMS_UNAVAILABLE'), codeSent],
      'POST /me/phone/verify': problem(422, 'AUTH_OTP_INVALID'),
    });
    renderApp('/profile', { user: investor });
    const send = await screen.findByRole('button', { name: 'ส่งรหัสทาง SMS' });
    await userEvent.click(send);
    expect(await screen.findByText('ตั้งค่า SMS ไม่สำเร็จ ขณะนี้ไม่สามารถส่ง SMS ได้ กรุณาลองใหม่ภายหลัง')).toBeVisible();
    await userEvent.click(send);
    const form = (await screen.findByLabelText('รหัส OTP')).closest('form')!;
    await userEvent.type(within(form).getByLabelText('รหัส OTP'), '000000');
    await userEvent.click(within(form).getByRole('button', { name: 'ยืนยันเบอร์มือถือ' }));
    expect(await within(form).findByText('รหัส OTP ไม่ถูกต้อง กรุณาตรวจสอบและกรอกรหัสอีกครั้ง')).toBeVisible();
  });
});
