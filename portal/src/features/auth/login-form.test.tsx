import { answerOf } from '@fund/contract/testing';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { investor, renderApp } from '../../test/render-app.tsx';
import { descriptionOf } from '../../test/render-with-providers.tsx';
import { problem, stubApi } from '../../test/stub-api.ts';

const unlocked = () => answerOf('/security/{uuid}/security-locked', 'get', { locked: false });
const lockedPath = `GET /security/${investor.uuid}/security-locked`;

async function fillAndSubmit(email: string, password: string) {
  await screen.findByRole('button', { name: 'เข้าสู่ระบบ' });
  if (email) await userEvent.type(await screen.findByLabelText('อีเมล'), email);
  if (password) await userEvent.type(screen.getByLabelText('รหัสผ่าน'), password);
  await userEvent.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));
}

describe('LoginForm', () => {
  it('shows the translated reason when the API refuses the credentials', async () => {
    stubApi({ 'POST /auth/login': problem(401, 'AUTH_INVALID_CREDENTIALS') });
    renderApp('/auth/login');
    await fillAndSubmit('investor@example.com', 'wrong-password');
    expect((await screen.findByRole('alert')).textContent).toBe('อีเมลหรือรหัสผ่านไม่ถูกต้อง');
    expect(screen.getByRole('button', { name: 'เข้าสู่ระบบ' })).toHaveProperty('disabled', false);
    // A refused login is an answer for this screen, not a session ending (spec §8 exempt path).
    expect(screen.queryByText('เซสชันหมดอายุ กรุณาเข้าสู่ระบบอีกครั้ง')).toBeNull();
  });

  it('re-translates the refusal when the reader switches to English', async () => {
    stubApi({ 'POST /auth/login': problem(401, 'AUTH_INVALID_CREDENTIALS') });
    const { i18n } = renderApp('/auth/login');
    await fillAndSubmit('investor@example.com', 'wrong-password');
    await screen.findByRole('alert');
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByRole('alert').textContent).toBe('The email or password is incorrect');
  });

  it('checks the fields before calling the API and focuses the first wrong one', async () => {
    const { callsTo } = stubApi();
    renderApp('/auth/login');
    await fillAndSubmit('', '');
    const email = screen.getByLabelText('อีเมล');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(email)).toBe('กรุณากรอกอีเมล');
    expect(descriptionOf(screen.getByLabelText('รหัสผ่าน'))).toBe('กรุณากรอกรหัสผ่าน');
    expect(document.activeElement).toBe(email);
    await userEvent.type(email, 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));
    expect(descriptionOf(email)).toBe('อีเมลไม่ถูกต้อง');
    expect(callsTo('POST /auth/login')).toHaveLength(0);
  });

  it('posts the e-mail and password, checks the lock, stores the user and opens the home page', async () => {
    const { callsTo } = stubApi({
      'POST /auth/login': answerOf('/auth/login', 'post', { user: investor }),
      [lockedPath]: unlocked(),
    });
    const { router } = renderApp('/auth/login');
    await fillAndSubmit(' investor@example.com', 'Demo!2026');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(callsTo('POST /auth/login')[0]?.body).toEqual({
      email: 'investor@example.com',
      password: 'Demo!2026',
    });
    expect(callsTo(lockedPath)).toHaveLength(1);
    expect(JSON.parse(window.localStorage.getItem('user') ?? '{}').uuid).toBe(investor.uuid);
    expect(screen.getByRole('status').textContent).toContain('เข้าสู่ระบบสำเร็จ');
  });

  it('returns to the ?next= page after signing in', async () => {
    stubApi({
      'POST /auth/login': answerOf('/auth/login', 'post', { user: investor }),
      [lockedPath]: unlocked(),
      'GET /me/security': answerOf('/me/security', 'get', {
        pinSet: true,
        pinBlocked: false,
        twoFactorEnabled: false,
      }),
    });
    const { router } = renderApp('/auth/login?next=%2Fsecurity');
    await fillAndSubmit('investor@example.com', 'Demo!2026');
    await waitFor(() => expect(router.state.location.pathname).toBe('/security'));
  });

  it('asks for the 2FA code when the API requires it, then sends it with twoFactor', async () => {
    const { callsTo } = stubApi({
      'POST /auth/login': [
        problem(401, 'AUTH_2FA_REQUIRED'),
        problem(401, 'AUTH_2FA_INVALID'),
        answerOf('/auth/login', 'post', { user: investor }),
      ],
      [lockedPath]: unlocked(),
    });
    const { router } = renderApp('/auth/login');
    await fillAndSubmit('investor@example.com', 'Demo!2026');
    const code = await screen.findByLabelText('รหัสยืนยันตัวตนสองขั้นตอน');
    expect(descriptionOf(code)).toContain('กรุณากรอกรหัสยืนยันตัวตนสองขั้นตอนจากแอปของท่าน');
    await userEvent.type(code, '123');
    await userEvent.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));
    expect(descriptionOf(code)).toContain('กรุณากรอกรหัสยืนยันให้ครบ 6 หลัก');
    expect(callsTo('POST /auth/login')).toHaveLength(1);
    await userEvent.type(code, '456');
    await userEvent.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));
    await waitFor(() => expect(descriptionOf(code)).toContain('รหัสยืนยันตัวตนสองขั้นตอนไม่ถูกต้อง กรุณาลองใหม่อีกครั้ง'));
    await userEvent.clear(code);
    await userEvent.type(code, '654321');
    await userEvent.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(
      callsTo('POST /auth/login').map((call) => (call.body as { twoFactor?: string }).twoFactor),
    ).toEqual([undefined, '123456', '654321']);
  });

  it('sends a locked account to /suspended without signing it in', async () => {
    stubApi({
      'POST /auth/login': answerOf('/auth/login', 'post', { user: investor }),
      [lockedPath]: answerOf('/security/{uuid}/security-locked', 'get', { locked: true }),
    });
    const { router } = renderApp('/auth/login');
    await fillAndSubmit('investor@example.com', 'Demo!2026');
    await waitFor(() => expect(router.state.location.pathname).toBe('/suspended'));
    expect(await screen.findByRole('heading', { level: 1, name: 'บัญชีของคุณถูกระงับชั่วคราว' })).toBeVisible();
    expect(window.localStorage.getItem('user')).toBeNull();
  });

  it('after a refusal, sends the account this device knows to /suspended when it is locked', async () => {
    window.localStorage.setItem(
      'knownAccount',
      JSON.stringify({ email: investor.email, uuid: investor.uuid }),
    );
    const { callsTo } = stubApi({
      'POST /auth/login': problem(401, 'AUTH_INVALID_CREDENTIALS'),
      [lockedPath]: answerOf('/security/{uuid}/security-locked', 'get', { locked: true }),
    });
    const { router } = renderApp('/auth/login');
    await fillAndSubmit(investor.email.toUpperCase(), 'wrong-password');
    await waitFor(() => expect(router.state.location.pathname).toBe('/suspended'));
    expect(callsTo(lockedPath)).toHaveLength(1);
  });

  it('never asks the lock check about an e-mail this device does not know', async () => {
    window.localStorage.setItem(
      'knownAccount',
      JSON.stringify({ email: 'other@example.com', uuid: investor.uuid }),
    );
    const { callsTo } = stubApi({
      'POST /auth/login': problem(401, 'AUTH_INVALID_CREDENTIALS'),
      [lockedPath]: answerOf('/security/{uuid}/security-locked', 'get', { locked: true }),
    });
    renderApp('/auth/login');
    await fillAndSubmit(investor.email, 'wrong-password');
    expect((await screen.findByRole('alert')).textContent).toBe('อีเมลหรือรหัสผ่านไม่ถูกต้อง');
    expect(callsTo(lockedPath)).toHaveLength(0);
  });

  it('remembers the signed-in account on this device, also after logout', async () => {
    stubApi({
      'POST /auth/login': answerOf('/auth/login', 'post', { user: investor }),
      [lockedPath]: unlocked(),
    });
    const { router } = renderApp('/auth/login');
    await fillAndSubmit(investor.email, 'Demo!2026');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(JSON.parse(window.localStorage.getItem('knownAccount') ?? 'null')).toEqual({
      email: investor.email,
      uuid: investor.uuid,
    });
  });

  it('links to forgot password and sign up', async () => {
    stubApi();
    renderApp('/auth/login');
    expect((await screen.findByRole('link', { name: 'ลืมรหัสผ่าน?' })).getAttribute('href')).toBe(
      '/auth/forget-password',
    );
    expect(screen.getByRole('link', { name: 'สมัครสมาชิก' }).getAttribute('href')).toBe('/auth/signup');
  });
});
