import { answerOf } from '@fund/contract/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { signOutOfSocialProviders } from '../../lib/session/social-sign-out.ts';
import { investor, renderApp } from '../../test/render-app.tsx';
import { descriptionOf } from '../../test/render-with-providers.tsx';
import { problem, stubApi } from '../../test/stub-api.ts';
import { toProviderSettings } from './api.ts';
import { browser, pendingFlowKey } from './pending-flow.ts';
import { walletTokenKey } from './wallet-token.ts';

/** The user a provider's sign-in answers: the signed-in user with the wallet app's id and whether it may invest. */
const providerUser = { ...investor, trueMoneyId: null, allowInvest: true };

const allProviders = {
  google: { authorizeUrl: '/api/simulators/google/authorize', clientId: 'portal.google.simulator' },
  merkleGoogle: {
    authorizeUrl: '/api/simulators/google/authorize',
    clientId: 'portal.merkle-google.simulator',
  },
  apple: { authorizeUrl: '/api/simulators/apple/authorize', clientId: 'portal.apple.simulator' },
  trueMoney: { authorizeUrl: '/api/simulators/true-money/authorize' },
  merkle: { enabled: true },
};

const lockedPath = `GET /security/${investor.uuid}/security-locked`;

function watchRedirect() {
  return vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
}

const pendingFlow = () => JSON.parse(window.sessionStorage.getItem(pendingFlowKey) ?? 'null');

describe('social sign-in buttons', () => {
  it('shows one accessible button per provider the API offers', async () => {
    stubApi({ 'GET /auth/providers': answerOf('/auth/providers', 'get', allProviders) });
    renderApp('/auth/login');
    const group = await screen.findByRole('region', { name: 'หรือเข้าสู่ระบบด้วย' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      'เข้าสู่ระบบด้วย Google',
      'เข้าสู่ระบบด้วย Apple',
      'เข้าสู่ระบบด้วยทรูมันนี่ วอลเล็ท',
      'เข้าสู่ระบบด้วยบัญชี Merkle',
      'เข้าสู่ระบบด้วย Google ผ่าน Merkle',
    ]);
  });

  it('leaves out the providers the API does not offer, and shows nothing when it offers none', async () => {
    stubApi({
      'GET /auth/providers': answerOf('/auth/providers', 'get', {
        ...allProviders,
        apple: null,
        merkleGoogle: null,
        merkle: { enabled: false },
      }),
    });
    renderApp('/auth/login', { language: 'en' });
    await screen.findByRole('button', { name: 'Continue with Google' });
    expect(screen.getByRole('button', { name: 'Continue with TrueMoney Wallet' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Continue with Apple' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Continue with a Merkle account' })).toBeNull();
  });

  it('shows no provider section when the API offers none', async () => {
    const { callsTo } = stubApi({
      'GET /auth/providers': answerOf('/auth/providers', 'get', {
        google: null,
        merkleGoogle: null,
        apple: null,
        trueMoney: null,
        merkle: { enabled: false },
      }),
    });
    renderApp('/auth/login');
    await screen.findByRole('button', { name: 'เข้าสู่ระบบ' });
    await waitFor(() => expect(callsTo('GET /auth/providers')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'หรือเข้าสู่ระบบด้วย' })).toBeNull();
  });

  it('sends the browser to Google with the client id, the callback address, and a fresh state and nonce', async () => {
    stubApi({ 'GET /auth/providers': answerOf('/auth/providers', 'get', allProviders) });
    const assign = watchRedirect();
    renderApp('/auth/login?next=%2Fsecurity');
    await userEvent.click(await screen.findByRole('button', { name: 'เข้าสู่ระบบด้วย Google' }));
    expect(assign).toHaveBeenCalledTimes(1);
    const url = new URL(String(assign.mock.calls[0]?.[0]), window.location.origin);
    expect(url.pathname).toBe('/api/simulators/google/authorize');
    expect(url.searchParams.get('client_id')).toBe('portal.google.simulator');
    expect(url.searchParams.get('redirect_uri')).toBe(`${window.location.origin}/auth/callback/google`);
    const flow = pendingFlow();
    expect(flow).toMatchObject({ provider: 'google', next: '/security', mode: 'login' });
    expect(flow.consents).toBeUndefined();
    expect(url.searchParams.get('state')).toBe(flow.state);
    expect(url.searchParams.get('nonce')).toBe(flow.nonce);
    expect(flow.state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(flow.nonce).not.toBe(flow.state);

    await userEvent.click(screen.getByRole('button', { name: 'เข้าสู่ระบบด้วย Google' }));
    expect(pendingFlow().state).not.toBe(flow.state);
  });

  it('starts Apple with the address the API makes (form_post back to the API), the wallet app with its callback', async () => {
    const appleAddress =
      '/api/simulators/apple/authorize?client_id=portal.apple.simulator&response_mode=form_post&state=api-state&nonce=api-nonce';
    const { callsTo } = stubApi({
      'GET /auth/providers': answerOf('/auth/providers', 'get', allProviders),
      'POST /auth/apple/start': answerOf('/auth/apple/start', 'post', { authorizeUrl: appleAddress }),
    });
    const assign = watchRedirect();
    renderApp('/auth/login');
    await userEvent.click(await screen.findByRole('button', { name: 'เข้าสู่ระบบด้วย Apple' }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(assign.mock.calls[0]?.[0]).toBe(appleAddress);
    expect(callsTo('POST /auth/apple/start')[0]?.body).toEqual({});
    expect(pendingFlow()).toMatchObject({ provider: 'apple', state: 'api-state', mode: 'login' });

    await userEvent.click(screen.getByRole('button', { name: 'เข้าสู่ระบบด้วยทรูมันนี่ วอลเล็ท' }));
    const wallet = new URL(String(assign.mock.calls[1]?.[0]), window.location.origin);
    expect(wallet.pathname).toBe('/api/simulators/true-money/authorize');
    expect(wallet.searchParams.get('redirect_uri')).toBe(
      `${window.location.origin}/auth/callback/true-money`,
    );
    expect(wallet.searchParams.get('state')).toBe(pendingFlow().state);
    expect(pendingFlow().provider).toBe('true-money');
  });

  it('on the sign-up page, asks for the privacy policy and terms before leaving, and keeps them', async () => {
    stubApi({ 'GET /auth/providers': answerOf('/auth/providers', 'get', allProviders) });
    const assign = watchRedirect();
    renderApp('/auth/signup');
    await userEvent.click(await screen.findByRole('button', { name: 'เข้าสู่ระบบด้วย Google' }));
    const dialog = screen.getByRole('dialog', { name: 'ก่อนสมัครสมาชิกด้วย Google' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'ดำเนินการต่อ' }));
    expect(descriptionOf(within(dialog).getByLabelText('ฉันยอมรับนโยบายความเป็นส่วนตัว'))).toBe(
      'กรุณายอมรับนโยบายความเป็นส่วนตัว',
    );
    expect(assign).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByLabelText('ฉันยอมรับนโยบายความเป็นส่วนตัว'));
    await userEvent.click(within(dialog).getByLabelText('ฉันยอมรับข้อกำหนดและเงื่อนไขของบริษัท'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'ดำเนินการต่อ' }));
    expect(assign).toHaveBeenCalledTimes(1);
    expect(pendingFlow()).toMatchObject({
      provider: 'google',
      mode: 'signup',
      consents: { privacyPolicy: true, terms: true, marketing: false },
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('cancelling the consent step stays on the page', async () => {
    stubApi({ 'GET /auth/providers': answerOf('/auth/providers', 'get', allProviders) });
    const assign = watchRedirect();
    renderApp('/auth/signup');
    await userEvent.click(await screen.findByRole('button', { name: 'เข้าสู่ระบบด้วย Apple' }));
    await userEvent.click(screen.getByRole('button', { name: 'ยกเลิก' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(assign).not.toHaveBeenCalled();
    expect(pendingFlow()).toBeNull();
  });
});

describe('sister-platform (Merkle) sign-in form', () => {
  async function openForm() {
    const toggle = await screen.findByRole('button', { name: 'เข้าสู่ระบบด้วยบัญชี Merkle' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    return screen.getByRole('form', { name: 'เข้าสู่ระบบด้วยบัญชี Merkle' });
  }

  it('checks the fields, posts e-mail, password and 2FA code, then signs in', async () => {
    const { callsTo } = stubApi({
      'GET /auth/providers': answerOf('/auth/providers', 'get', allProviders),
      'POST /transfer/login-with-merkle': answerOf('/transfer/login-with-merkle', 'post', {
        user: providerUser,
        created: false,
      }),
      [lockedPath]: answerOf('/security/{uuid}/security-locked', 'get', { locked: false }),
    });
    const { router } = renderApp('/auth/login');
    const form = await openForm();
    await userEvent.click(within(form).getByRole('button', { name: 'เข้าสู่ระบบด้วย Merkle' }));
    expect(descriptionOf(within(form).getByLabelText('อีเมลบัญชี Merkle'))).toBe('กรุณากรอกอีเมล');
    expect(descriptionOf(within(form).getByLabelText('รหัสผ่านบัญชี Merkle'))).toBe('กรุณากรอกรหัสผ่าน');
    await userEvent.type(within(form).getByLabelText('อีเมลบัญชี Merkle'), 'merkle-2fa@example.com');
    await userEvent.type(within(form).getByLabelText('รหัสผ่านบัญชี Merkle'), 'Demo!2026');
    await userEvent.type(within(form).getByLabelText('รหัสยืนยันตัวตนสองขั้นตอนของ Merkle (ถ้ามี)'), '246');
    await userEvent.click(within(form).getByRole('button', { name: 'เข้าสู่ระบบด้วย Merkle' }));
    expect(descriptionOf(within(form).getByLabelText('รหัสยืนยันตัวตนสองขั้นตอนของ Merkle (ถ้ามี)'))).toContain(
      'กรุณากรอกรหัสยืนยันให้ครบ 6 หลัก',
    );
    expect(callsTo('POST /transfer/login-with-merkle')).toHaveLength(0);
    await userEvent.type(within(form).getByLabelText('รหัสยืนยันตัวตนสองขั้นตอนของ Merkle (ถ้ามี)'), '810');
    await userEvent.click(within(form).getByRole('button', { name: 'เข้าสู่ระบบด้วย Merkle' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(callsTo('POST /transfer/login-with-merkle')[0]?.body).toEqual({
      email: 'merkle-2fa@example.com',
      password: 'Demo!2026',
      twoFactor: '246810',
    });
    expect(callsTo('POST /transfer/login-with-merkle')[0]?.headers.get('x-csrf-token')).toBe('csrf-1');
    expect(JSON.parse(window.localStorage.getItem('user') ?? '{}').uuid).toBe(investor.uuid);
    expect(screen.getByRole('status').textContent).toContain('เข้าสู่ระบบสำเร็จ');
  });

  it('shows the refusal translated and keeps the reader on the page', async () => {
    stubApi({
      'GET /auth/providers': answerOf('/auth/providers', 'get', allProviders),
      'POST /transfer/login-with-merkle': problem(401, 'AUTH_INVALID_CREDENTIALS'),
    });
    const { router } = renderApp('/auth/login');
    const form = await openForm();
    await userEvent.type(within(form).getByLabelText('อีเมลบัญชี Merkle'), 'merkle@example.com');
    await userEvent.type(within(form).getByLabelText('รหัสผ่านบัญชี Merkle'), 'wrong');
    await userEvent.click(within(form).getByRole('button', { name: 'เข้าสู่ระบบด้วย Merkle' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('อีเมลหรือรหัสผ่านไม่ถูกต้อง');
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(screen.queryByText('Unauthorized, please login again')).toBeNull();
    expect(window.localStorage.getItem('user')).toBeNull();
  });

  it("then asks this account's own two-factor code when it has 2FA on, and signs in with it", async () => {
    const { callsTo } = stubApi({
      'GET /auth/providers': answerOf('/auth/providers', 'get', allProviders),
      'POST /transfer/login-with-merkle': problem(401, 'AUTH_2FA_REQUIRED', [], {
        pendingSignInToken: 'pending-2fa-1',
      }),
      'POST /auth/provider-second-factor': answerOf('/auth/provider-second-factor', 'post', {
        user: providerUser,
        created: false,
      }),
      [lockedPath]: answerOf('/security/{uuid}/security-locked', 'get', { locked: false }),
    });
    const { router } = renderApp('/auth/login');
    const form = await openForm();
    await userEvent.type(within(form).getByLabelText('อีเมลบัญชี Merkle'), 'merkle@example.com');
    await userEvent.type(within(form).getByLabelText('รหัสผ่านบัญชี Merkle'), 'Demo!2026');
    await userEvent.click(within(form).getByRole('button', { name: 'เข้าสู่ระบบด้วย Merkle' }));
    expect(await screen.findByRole('heading', { name: 'ยืนยันตัวตนสองขั้นตอน' })).toBeVisible();
    expect(window.localStorage.getItem('user')).toBeNull();
    await userEvent.type(screen.getByLabelText('รหัสยืนยันตัวตนสองขั้นตอน'), '135790');
    await userEvent.click(screen.getByRole('button', { name: 'ยืนยันและเข้าสู่ระบบ' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(callsTo('POST /auth/provider-second-factor')[0]?.body).toEqual({
      pendingSignInToken: 'pending-2fa-1',
      twoFactor: '135790',
    });
    expect(JSON.parse(window.localStorage.getItem('user') ?? '{}').uuid).toBe(investor.uuid);
  });

  it('on the sign-up page sends the consents accepted first', async () => {
    const { callsTo } = stubApi({
      'GET /auth/providers': answerOf('/auth/providers', 'get', allProviders),
      'POST /transfer/login-with-merkle': answerOf('/transfer/login-with-merkle', 'post', {
        user: providerUser,
        created: true,
      }),
      [lockedPath]: answerOf('/security/{uuid}/security-locked', 'get', { locked: false }),
    });
    const { router } = renderApp('/auth/signup');
    await userEvent.click(await screen.findByRole('button', { name: 'เข้าสู่ระบบด้วยบัญชี Merkle' }));
    const dialog = screen.getByRole('dialog', { name: 'ก่อนสมัครสมาชิกด้วย Merkle' });
    await userEvent.click(within(dialog).getByLabelText('ฉันยอมรับนโยบายความเป็นส่วนตัว'));
    await userEvent.click(within(dialog).getByLabelText('ฉันยอมรับข้อกำหนดและเงื่อนไขของบริษัท'));
    await userEvent.click(within(dialog).getByLabelText('ฉันยินยอมรับข่าวสารและข้อเสนอทางการตลาด (ไม่บังคับ)'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'ดำเนินการต่อ' }));
    const form = screen.getByRole('form', { name: 'เข้าสู่ระบบด้วยบัญชี Merkle' });
    await userEvent.type(within(form).getByLabelText('อีเมลบัญชี Merkle'), 'merkle@example.com');
    await userEvent.type(within(form).getByLabelText('รหัสผ่านบัญชี Merkle'), 'Demo!2026');
    await userEvent.click(within(form).getByRole('button', { name: 'เข้าสู่ระบบด้วย Merkle' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(callsTo('POST /transfer/login-with-merkle')[0]?.body).toEqual({
      email: 'merkle@example.com',
      password: 'Demo!2026',
      consents: { privacyPolicy: true, terms: true, marketing: true },
    });
  });
});

describe('logout', () => {
  it('forgets the wallet app access token', async () => {
    window.localStorage.setItem(walletTokenKey, 'wallet-token');
    await signOutOfSocialProviders();
    expect(window.localStorage.getItem(walletTokenKey)).toBeNull();
  });
});

describe('the providers answer', () => {
  it('offers nothing it cannot follow safely', () => {
    expect(
      toProviderSettings({
        google: { authorizeUrl: 'javascript:alert(1)', clientId: 'x' },
        merkleGoogle: { authorizeUrl: '//evil.example/authorize', clientId: 'x' },
        apple: { authorizeUrl: 'https://appleid.apple.com/auth/authorize', clientId: 'com.example' },
        trueMoney: { authorizeUrl: '/api/simulators/true-money/authorize' },
      }),
    ).toEqual({
      google: null,
      merkleGoogle: null,
      apple: { authorizeUrl: 'https://appleid.apple.com/auth/authorize', clientId: 'com.example' },
      trueMoney: { authorizeUrl: '/api/simulators/true-money/authorize' },
      merkle: { enabled: false },
    });
    expect(toProviderSettings('<html>')).toEqual({
      google: null,
      merkleGoogle: null,
      apple: null,
      trueMoney: null,
      merkle: { enabled: false },
    });
  });
});

describe('a first sister-platform sign-in from the login page', () => {
  const consentRequired = () =>
    problem(422, 'AUTH_CONSENT_REQUIRED', [], { pendingSignInToken: 'pending-2' });

  async function submitMerkle() {
    await userEvent.click(await screen.findByRole('button', { name: 'เข้าสู่ระบบด้วยบัญชี Merkle' }));
    const form = screen.getByRole('form', { name: 'เข้าสู่ระบบด้วยบัญชี Merkle' });
    await userEvent.type(within(form).getByLabelText('อีเมลบัญชี Merkle'), 'merkle@example.com');
    await userEvent.type(within(form).getByLabelText('รหัสผ่านบัญชี Merkle'), 'Demo!2026');
    await userEvent.click(within(form).getByRole('button', { name: 'เข้าสู่ระบบด้วย Merkle' }));
    return form;
  }

  it('asks for the consents and finishes with the pending token', async () => {
    const { callsTo } = stubApi({
      'GET /auth/providers': answerOf('/auth/providers', 'get', allProviders),
      'POST /transfer/login-with-merkle': consentRequired(),
      'POST /auth/provider-consent': answerOf('/auth/provider-consent', 'post', {
        user: providerUser,
        created: true,
      }),
      [lockedPath]: answerOf('/security/{uuid}/security-locked', 'get', { locked: false }),
    });
    const { router } = renderApp('/auth/login');
    await submitMerkle();
    const dialog = await screen.findByRole('dialog', { name: 'เปิดบัญชีด้วย Merkle' });
    expect(window.localStorage.getItem('user')).toBeNull();
    await userEvent.click(within(dialog).getByLabelText('ฉันยอมรับนโยบายความเป็นส่วนตัว'));
    await userEvent.click(within(dialog).getByLabelText('ฉันยอมรับข้อกำหนดและเงื่อนไขของบริษัท'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'ดำเนินการต่อ' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(callsTo('POST /transfer/login-with-merkle')).toHaveLength(1);
    expect(callsTo('POST /auth/provider-consent')[0]?.body).toEqual({
      pendingSignInToken: 'pending-2',
      consents: { privacyPolicy: true, terms: true, marketing: false },
    });
    expect(JSON.parse(window.localStorage.getItem('user') ?? '{}').uuid).toBe(investor.uuid);
  });

  it('declining closes the dialog, opens no account and leaves the reader on the login page', async () => {
    const { callsTo } = stubApi({
      'GET /auth/providers': answerOf('/auth/providers', 'get', allProviders),
      'POST /transfer/login-with-merkle': consentRequired(),
    });
    const { router } = renderApp('/auth/login');
    const form = await submitMerkle();
    const dialog = await screen.findByRole('dialog', { name: 'เปิดบัญชีด้วย Merkle' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'ยกเลิก' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(callsTo('POST /auth/provider-consent')).toHaveLength(0);
    expect(within(form).getByRole('button', { name: 'เข้าสู่ระบบด้วย Merkle' })).toHaveProperty(
      'disabled',
      false,
    );
    expect(window.localStorage.getItem('user')).toBeNull();
  });
});
