import { answerOf } from '@fund/contract/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';
import { descriptionOf } from '../../test/render-with-providers.tsx';
import { problem, stubApi } from '../../test/stub-api.ts';

const token = 'a'.repeat(43);

describe('forgot password', () => {
  it('checks the e-mail, then shows the same neutral answer whatever the address', async () => {
    const { callsTo } = stubApi({
      'POST /auth/forget-password': answerOf(
        '/auth/forget-password',
        'post',
        { accepted: true },
        { status: 202 },
      ),
    });
    renderApp('/auth/forget-password');
    const submit = await screen.findByRole('button', { name: 'ส่งลิงก์ตั้งรหัสผ่านใหม่' });
    await userEvent.click(submit);
    expect(descriptionOf(screen.getByLabelText('อีเมล'))).toBe('กรุณากรอกอีเมล');
    await userEvent.type(screen.getByLabelText('อีเมล'), 'someone@example.com');
    await userEvent.click(submit);
    expect((await screen.findByRole('status')).textContent).toContain('หากอีเมลนี้มีบัญชีอยู่');
    expect(callsTo('POST /auth/forget-password')[0]?.body).toEqual({
      email: 'someone@example.com',
      language: 'th',
    });
  });
});

describe('reset password', () => {
  it('an unusable link (null) says so and offers a new one', async () => {
    stubApi({ 'POST /auth/reset-password/verify': answerOf('/auth/reset-password/verify', 'post', null) });
    renderApp(`/auth/reset-password?token=${token}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'ลิงก์นี้ใช้งานไม่ได้' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'ขอลิงก์ใหม่' }).getAttribute('href')).toBe('/auth/forget-password');
  });

  it('checks the new password and its confirmation, sets it, then sends the reader to log in', async () => {
    const { callsTo } = stubApi({
      'POST /auth/reset-password/verify': answerOf('/auth/reset-password/verify', 'post', {
        email: 'in***@example.com',
      }),
      'POST /auth/reset-password': answerOf('/auth/reset-password', 'post', { ok: true }),
    });
    const { router } = renderApp(`/auth/reset-password?token=${token}`, { language: 'en' });
    expect(await screen.findByText('For the account in***@example.com')).toBeVisible();
    await userEvent.type(screen.getByLabelText('New password'), 'weak');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'other');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(descriptionOf(screen.getByLabelText('New password'))).toContain(
      'Password must be at least 8 characters',
    );
    expect(descriptionOf(screen.getByLabelText('Confirm new password'))).toBe('passwords are not matched');
    await userEvent.clear(screen.getByLabelText('New password'));
    await userEvent.clear(screen.getByLabelText('Confirm new password'));
    await userEvent.type(screen.getByLabelText('New password'), 'Fresh!2026');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'Fresh!2026');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(callsTo('POST /auth/reset-password')[0]?.body).toEqual({ token, password: 'Fresh!2026' });
    expect(screen.getByRole('status').textContent).toContain('Password changed, sign in to continue');
  });

  it('shows the API refusal when the link was used meanwhile', async () => {
    stubApi({
      'POST /auth/reset-password/verify': answerOf('/auth/reset-password/verify', 'post', {
        email: 'in***@example.com',
      }),
      'POST /auth/reset-password': problem(422, 'AUTH_RESET_LINK_INVALID'),
    });
    renderApp(`/auth/reset-password?token=${token}`);
    await userEvent.type(await screen.findByLabelText('รหัสผ่านใหม่'), 'Fresh!2026');
    await userEvent.type(screen.getByLabelText('ยืนยันรหัสผ่านใหม่'), 'Fresh!2026');
    await userEvent.click(screen.getByRole('button', { name: 'ตั้งรหัสผ่านใหม่' }));
    expect((await screen.findByRole('alert')).textContent).toContain('ลิงก์ตั้งรหัสผ่านใหม่หมดอายุหรือถูกใช้แล้ว');
  });
});

describe('account recovery', () => {
  it('an unusable recovery link says so', async () => {
    stubApi({
      'POST /auth/account-recovery/verify': answerOf('/auth/account-recovery/verify', 'post', null),
    });
    renderApp(`/auth/account-recovery?token=${token}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'ลิงก์กู้คืนบัญชีใช้งานไม่ได้' })).toBeVisible();
  });

  it('a mismatch is explained; matching details lead to setting a new password', async () => {
    const { callsTo } = stubApi({
      'POST /auth/account-recovery/verify': answerOf('/auth/account-recovery/verify', 'post', {
        email: 'in***@example.com',
      }),
      'POST /auth/account-recovery': [
        problem(422, 'AUTH_RECOVERY_DATA_MISMATCH'),
        answerOf('/auth/account-recovery', 'post', { resetToken: 'r'.repeat(43) }),
      ],
      'POST /auth/reset-password/verify': answerOf('/auth/reset-password/verify', 'post', {
        email: 'in***@example.com',
      }),
    });
    const { router } = renderApp(`/auth/account-recovery?token=${token}`);
    await userEvent.type(await screen.findByLabelText('อีเมล'), 'wrong@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'กู้คืนบัญชี' }));
    expect((await screen.findByRole('alert')).textContent).toBe('ข้อมูลไม่ตรงกับบัญชี กรุณาตรวจสอบและลองใหม่อีกครั้ง');
    await userEvent.clear(screen.getByLabelText('อีเมล'));
    await userEvent.type(screen.getByLabelText('อีเมล'), 'investor@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'กู้คืนบัญชี' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/reset-password'));
    expect(router.state.location.search).toBe(`?token=${'r'.repeat(43)}`);
    expect(callsTo('POST /auth/account-recovery')[1]?.body).toEqual({ token, email: 'investor@example.com' });
    expect(screen.getByRole('status').textContent).toContain('กู้คืนบัญชีแล้ว กรุณาตั้งรหัสผ่านใหม่');
  });

  it('sends the date of birth as DD/MM/YYYY', async () => {
    const { callsTo } = stubApi({
      'POST /auth/account-recovery/verify': answerOf('/auth/account-recovery/verify', 'post', {
        email: 'in***@example.com',
      }),
      'POST /auth/account-recovery': answerOf('/auth/account-recovery', 'post', {
        resetToken: 'r'.repeat(43),
      }),
      'POST /auth/reset-password/verify': answerOf('/auth/reset-password/verify', 'post', {
        email: 'in***@example.com',
      }),
    });
    renderApp(`/auth/account-recovery?token=${token}`);
    await userEvent.type(await screen.findByLabelText('อีเมล'), 'investor@example.com');
    fireEvent.change(screen.getByLabelText('วันเกิด', { exact: false }), { target: { value: '1990-02-01' } });
    await userEvent.click(screen.getByRole('button', { name: 'กู้คืนบัญชี' }));
    await waitFor(() => expect(callsTo('POST /auth/account-recovery')).toHaveLength(1));
    expect(callsTo('POST /auth/account-recovery')[0]?.body).toEqual({
      token,
      email: 'investor@example.com',
      birthDate: '01/02/1990',
    });
  });

  it('/suspended points to support and to the recovery link in the e-mail', async () => {
    stubApi();
    renderApp('/suspended', { language: 'en' });
    expect(await screen.findByText(/Please check your e-mail to recover your account/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Recover my account' }).getAttribute('href')).toBe(
      '/auth/account-recovery',
    );
    expect(screen.getByText('Business hours 09:00–18:00')).toBeVisible();
  });
});
