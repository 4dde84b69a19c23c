import { answerOf } from '@fund/contract/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { investor, renderApp } from '../../test/render-app.tsx';
import { descriptionOf } from '../../test/render-with-providers.tsx';
import { problem, stubApi } from '../../test/stub-api.ts';
import { type PendingFlow, pendingFlowKey } from './pending-flow.ts';
import { walletTokenKey } from './wallet-token.ts';

/** The user a provider's sign-in answers: the signed-in user with the wallet app's id and whether it may invest. */
const providerUser = { ...investor, trueMoneyId: null, allowInvest: true };

const lockedPath = `GET /security/${investor.uuid}/security-locked`;
const unlocked = () => answerOf('/security/{uuid}/security-locked', 'get', { locked: false });

function startedFlow(flow: Partial<PendingFlow> & Pick<PendingFlow, 'provider'>) {
  window.sessionStorage.setItem(
    pendingFlowKey,
    JSON.stringify({ state: 'state-1', nonce: 'nonce-1', next: '/', mode: 'login', ...flow }),
  );
}

// An unsigned token whose payload names an e-mail, as a provider's id token does.
const idToken = `header.${btoa(JSON.stringify({ email: investor.email })).replace(/=+$/, '')}.signature`;

describe('returning from Google', () => {
  it('with the state it started, posts the id token and nonce, signs in and goes on', async () => {
    startedFlow({ provider: 'google', next: '/security' });
    const { callsTo } = stubApi({
      'POST /auth/google-match': answerOf('/auth/google-match', 'post', {
        user: providerUser,
        created: false,
      }),
      [lockedPath]: unlocked(),
      'GET /me/security': answerOf('/me/security', 'get', {
        pinSet: true,
        pinBlocked: false,
        twoFactorEnabled: false,
      }),
    });
    const { router } = renderApp(`/auth/callback/google#id_token=${idToken}&state=state-1`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/security'));
    expect(callsTo('POST /auth/google-match')).toHaveLength(1);
    expect(callsTo('POST /auth/google-match')[0]?.body).toEqual({ idToken, nonce: 'nonce-1' });
    expect(callsTo('POST /auth/google-match')[0]?.headers.get('x-csrf-token')).toBe('csrf-1');
    expect(callsTo(lockedPath)).toHaveLength(1);
    expect(JSON.parse(window.localStorage.getItem('user') ?? '{}').uuid).toBe(investor.uuid);
    expect(screen.getByRole('status').textContent).toContain('เข้าสู่ระบบสำเร็จ');
    // The state is good for one return only.
    expect(window.sessionStorage.getItem(pendingFlowKey)).toBeNull();
  });

  it('takes the token out of the address at once', async () => {
    startedFlow({ provider: 'google' });
    stubApi({ 'POST /auth/google-match': () => new Promise<Response>(() => undefined) });
    const { router } = renderApp(`/auth/callback/google#id_token=${idToken}&state=state-1`);
    expect(await screen.findByRole('heading', { name: 'กำลังเข้าสู่ระบบ…' })).toBeVisible();
    await waitFor(() => expect(router.state.location.hash).toBe(''));
    expect(router.state.location.pathname).toBe('/auth/callback/google');
  });

  it('sends the consents accepted on the sign-up page', async () => {
    startedFlow({
      provider: 'merkle-google',
      mode: 'signup',
      consents: { privacyPolicy: true, terms: true, marketing: false },
    });
    const { callsTo } = stubApi({
      'POST /auth/merkle-google-match': answerOf('/auth/merkle-google-match', 'post', {
        user: providerUser,
        created: true,
      }),
      [lockedPath]: unlocked(),
    });
    const { router } = renderApp(`/auth/callback/merkle-google#id_token=${idToken}&state=state-1`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(callsTo('POST /auth/merkle-google-match')[0]?.body).toEqual({
      idToken,
      nonce: 'nonce-1',
      consents: { privacyPolicy: true, terms: true, marketing: false },
    });
  });

  it('refuses a state it did not start, without calling the API', async () => {
    startedFlow({ provider: 'google' });
    const { calls } = stubApi();
    renderApp(`/auth/callback/google#id_token=${idToken}&state=forged`);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'ไม่สามารถยืนยันคำขอเข้าสู่ระบบนี้ได้ กรุณาเริ่มเข้าสู่ระบบใหม่อีกครั้ง',
    );
    expect(screen.getByRole('link', { name: 'กลับไปหน้าเข้าสู่ระบบ' }).getAttribute('href')).toBe('/auth/login');
    expect(calls.filter((call) => call.path.startsWith('/auth/') && call.method === 'POST')).toHaveLength(0);
    expect(window.localStorage.getItem('user')).toBeNull();
  });

  it('refuses a return when no sign-in was started, or one started for another provider', async () => {
    const { calls } = stubApi();
    renderApp(`/auth/callback/google#id_token=${idToken}&state=state-1`);
    expect((await screen.findByRole('alert')).textContent).toContain('ไม่สามารถยืนยันคำขอเข้าสู่ระบบนี้ได้');
    startedFlow({ provider: 'apple' });
    renderApp('/auth/callback/google#id_token=other&state=state-1');
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it("shows the API's refusal translated, with a way back, and does not end anyone's session", async () => {
    startedFlow({ provider: 'google', mode: 'signup' });
    stubApi({ 'POST /auth/google-match': problem(401, 'AUTH_PROVIDER_TOKEN_INVALID') });
    const { i18n } = renderApp(`/auth/callback/google#id_token=${idToken}&state=state-1`);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'ยืนยันตัวตนกับผู้ให้บริการไม่สำเร็จ กรุณาลองเข้าสู่ระบบอีกครั้ง',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'เข้าสู่ระบบไม่สำเร็จ' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'กลับไปหน้าสมัครสมาชิก' }).getAttribute('href')).toBe('/auth/signup');
    expect(screen.queryByText('เซสชันหมดอายุ กรุณาเข้าสู่ระบบอีกครั้ง')).toBeNull();
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByRole('alert').textContent).toBe(
      'Sign-in with this provider could not be verified. Please try again.',
    );
  });

  it('sends a locked account this device knows to /suspended', async () => {
    window.localStorage.setItem(
      'knownAccount',
      JSON.stringify({ email: investor.email, uuid: investor.uuid }),
    );
    startedFlow({ provider: 'google' });
    stubApi({
      'POST /auth/google-match': problem(401, 'AUTH_INVALID_CREDENTIALS'),
      [lockedPath]: answerOf('/security/{uuid}/security-locked', 'get', { locked: true }),
    });
    const { router } = renderApp(`/auth/callback/google#id_token=${idToken}&state=state-1`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/suspended'));
    expect(window.localStorage.getItem('user')).toBeNull();
  });

  it('does not sign in an account the lock check reports locked', async () => {
    startedFlow({ provider: 'google' });
    stubApi({
      'POST /auth/google-match': answerOf('/auth/google-match', 'post', {
        user: providerUser,
        created: false,
      }),
      [lockedPath]: answerOf('/security/{uuid}/security-locked', 'get', { locked: true }),
    });
    const { router } = renderApp(`/auth/callback/google#id_token=${idToken}&state=state-1`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/suspended'));
    expect(window.localStorage.getItem('user')).toBeNull();
  });
});

describe('returning from Apple (the API has handled its form post)', () => {
  it('signed in: asks the API who is signed in, then goes on', async () => {
    startedFlow({ provider: 'apple', nonce: '', next: '/security' });
    const { callsTo } = stubApi({
      'GET /me': answerOf('/me', 'get', { user: providerUser }),
      [lockedPath]: unlocked(),
      'GET /me/security': answerOf('/me/security', 'get', {
        pinSet: true,
        pinBlocked: false,
        twoFactorEnabled: false,
      }),
    });
    const { router } = renderApp('/auth/callback/apple?state=state-1&signedIn=1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/security'));
    expect(callsTo('GET /me').length).toBeGreaterThan(0);
    expect(JSON.parse(window.localStorage.getItem('user') ?? '{}').uuid).toBe(investor.uuid);
    expect(window.sessionStorage.getItem(pendingFlowKey)).toBeNull();
  });

  it('an account with 2FA on: asks the code, then finishes with the pending token', async () => {
    startedFlow({ provider: 'apple', nonce: '', next: '/security' });
    const { callsTo } = stubApi({
      'POST /auth/provider-second-factor': answerOf('/auth/provider-second-factor', 'post', {
        user: providerUser,
        created: false,
      }),
      [lockedPath]: unlocked(),
      'GET /me/security': answerOf('/me/security', 'get', {
        pinSet: true,
        pinBlocked: false,
        twoFactorEnabled: true,
      }),
    });
    const { router } = renderApp('/auth/callback/apple?state=state-1&secondFactorToken=pending-2fa-1', {
      language: 'en',
    });
    expect(await screen.findByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
    expect(screen.getByText(/Apple has confirmed your account/)).toBeVisible();
    await userEvent.type(screen.getByLabelText('Two-factor code'), '246810');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/security'));
    expect(callsTo('POST /auth/provider-second-factor')[0]?.body).toEqual({
      pendingSignInToken: 'pending-2fa-1',
      twoFactor: '246810',
    });
  });

  it("shows the API's refusal of Apple's answer, translated", async () => {
    startedFlow({ provider: 'apple', nonce: '' });
    const { calls } = stubApi();
    renderApp('/auth/callback/apple?state=state-1&error=AUTH_PROVIDER_TOKEN_INVALID', { language: 'en' });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Sign-in with this provider could not be verified. Please try again.',
    );
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('a state the API refused (no state comes back) says the sign-in was not started here', async () => {
    startedFlow({ provider: 'apple', nonce: '' });
    stubApi();
    renderApp('/auth/callback/apple?error=AUTH_PROVIDER_STATE_INVALID');
    expect((await screen.findByRole('alert')).textContent).toContain('ไม่สามารถยืนยันคำขอเข้าสู่ระบบนี้ได้');
  });

  it('a cancel at Apple is shown as the provider not allowing it', async () => {
    startedFlow({ provider: 'apple', nonce: '' });
    stubApi();
    renderApp('/auth/callback/apple?state=state-1&error=PROVIDER', { language: 'en' });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The provider did not allow the sign-in. Please try again.',
    );
  });
});

describe('returning from the wallet app', () => {
  const walletReturn =
    '/auth/callback/true-money?trueMoneyId=TMN-0001&email=wallet%40example.com&accessToken=tmn-token&state=state-1';

  it('posts the wallet id and e-mail with the access token header, and says when investing is not allowed', async () => {
    startedFlow({ provider: 'true-money' });
    const { callsTo } = stubApi({
      'POST /auth/true-money-match': answerOf('/auth/true-money-match', 'post', {
        token: 'match-token',
        allowInvest: false,
        created: false,
        user: { ...investor, trueMoneyId: 'TMN-0001', allowInvest: false },
      }),
      [lockedPath]: unlocked(),
    });
    const { router } = renderApp(walletReturn);
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toBe('บัญชีทรูมันนี่ วอลเล็ทนี้ไม่ได้รับอนุญาตให้ลงทุน ท่านยังใช้งานบัญชีได้ แต่จะไม่สามารถลงทุนได้');
    const call = callsTo('POST /auth/true-money-match')[0];
    expect(call?.headers.get('x-tmn-access-token')).toBe('tmn-token');
    expect(call?.body).toEqual({ email: 'wallet@example.com', trueMoneyId: 'TMN-0001' });
    expect(window.localStorage.getItem(walletTokenKey)).toBe('tmn-token');
    expect(JSON.parse(window.localStorage.getItem('user') ?? '{}').uuid).toBe(investor.uuid);
    expect(router.state.location.search).toBe('');
    await userEvent.click(screen.getByRole('link', { name: 'ไปต่อ' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('goes straight on when investing is allowed', async () => {
    startedFlow({ provider: 'true-money' });
    stubApi({
      'POST /auth/true-money-match': answerOf('/auth/true-money-match', 'post', {
        token: 't',
        allowInvest: true,
        created: false,
        user: providerUser,
      }),
      [lockedPath]: unlocked(),
    });
    const { router } = renderApp(walletReturn);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByText(/ไม่ได้รับอนุญาตให้ลงทุน/)).toBeNull();
  });

  it('shows a wallet mismatch translated and keeps no token', async () => {
    startedFlow({ provider: 'true-money' });
    stubApi({ 'POST /auth/true-money-match': problem(401, 'AUTH_PROVIDER_PROFILE_MISMATCH') });
    renderApp(walletReturn);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'ข้อมูลบัญชีวอลเล็ตไม่ตรงกัน กรุณาเข้าสู่ระบบผ่านแอปอีกครั้ง',
    );
    expect(window.localStorage.getItem(walletTokenKey)).toBeNull();
  });
});

/** The API's refusal of a first sign-in that carried no consents, with its pending sign-in. */
const consentRequired = () =>
  problem(422, 'AUTH_CONSENT_REQUIRED', [], { pendingSignInToken: 'pending-token-1' });

describe('a first sign-in from the login page', () => {
  it('asks for the consents, then finishes with the pending token and signs in', async () => {
    startedFlow({ provider: 'google', next: '/security' });
    const { callsTo } = stubApi({
      'POST /auth/google-match': consentRequired(),
      'POST /auth/provider-consent': answerOf('/auth/provider-consent', 'post', {
        user: providerUser,
        created: true,
      }),
      [lockedPath]: unlocked(),
      'GET /me/security': answerOf('/me/security', 'get', {
        pinSet: true,
        pinBlocked: false,
        twoFactorEnabled: false,
      }),
    });
    const { router } = renderApp(`/auth/callback/google#id_token=${idToken}&state=state-1`);
    const dialog = await screen.findByRole('dialog', { name: 'เปิดบัญชีด้วย Google' });
    expect(dialog.textContent).toContain('ยังไม่มีบัญชีสำหรับการเข้าสู่ระบบด้วย Google นี้');
    expect(window.localStorage.getItem('user')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'ดำเนินการต่อ' }));
    expect(descriptionOf(within(dialog).getByLabelText('ฉันยอมรับนโยบายความเป็นส่วนตัว'))).toBe(
      'กรุณายอมรับนโยบายความเป็นส่วนตัว',
    );
    expect(callsTo('POST /auth/provider-consent')).toHaveLength(0);
    await userEvent.click(within(dialog).getByLabelText('ฉันยอมรับนโยบายความเป็นส่วนตัว'));
    await userEvent.click(within(dialog).getByLabelText('ฉันยอมรับข้อกำหนดและเงื่อนไขของบริษัท'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'ดำเนินการต่อ' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/security'));
    expect(callsTo('POST /auth/google-match')).toHaveLength(1);
    expect(callsTo('POST /auth/provider-consent')[0]?.body).toEqual({
      pendingSignInToken: 'pending-token-1',
      consents: { privacyPolicy: true, terms: true, marketing: false },
    });
    expect(JSON.parse(window.localStorage.getItem('user') ?? '{}').uuid).toBe(investor.uuid);
    expect(screen.getByRole('status').textContent).toContain('เข้าสู่ระบบสำเร็จ');
  });

  it('declining opens no account and returns to the login page', async () => {
    startedFlow({ provider: 'apple', nonce: '', next: '/funds' });
    const { callsTo } = stubApi();
    const { router } = renderApp('/auth/callback/apple?state=state-1&pendingSignInToken=pending-1', {
      language: 'en',
    });
    const dialog = await screen.findByRole('dialog', { name: 'Open an account with Apple' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/funds')}`);
    expect(callsTo('POST /auth/provider-consent')).toHaveLength(0);
    expect(window.localStorage.getItem('user')).toBeNull();
  });

  it('the wallet app: keeps the wallet token and says when investing is not allowed', async () => {
    startedFlow({ provider: 'true-money' });
    const { callsTo } = stubApi({
      'POST /auth/true-money-match': consentRequired(),
      'POST /auth/provider-consent': answerOf('/auth/provider-consent', 'post', {
        user: { ...investor, trueMoneyId: 'TMN-0001', allowInvest: false },
        created: true,
        token: 'match-token',
        allowInvest: false,
      }),
      [lockedPath]: unlocked(),
    });
    renderApp(
      '/auth/callback/true-money?trueMoneyId=TMN-0001&email=wallet%40example.com&accessToken=tmn-token&state=state-1',
    );
    const dialog = await screen.findByRole('dialog', { name: 'เปิดบัญชีด้วย ทรูมันนี่ วอลเล็ท' });
    expect(window.localStorage.getItem(walletTokenKey)).toBeNull();
    await userEvent.click(within(dialog).getByLabelText('ฉันยอมรับนโยบายความเป็นส่วนตัว'));
    await userEvent.click(within(dialog).getByLabelText('ฉันยอมรับข้อกำหนดและเงื่อนไขของบริษัท'));
    await userEvent.click(within(dialog).getByLabelText('ฉันยินยอมรับข่าวสารและข้อเสนอทางการตลาด (ไม่บังคับ)'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'ดำเนินการต่อ' }));
    expect((await screen.findByRole('alert')).textContent).toContain('ไม่ได้รับอนุญาตให้ลงทุน');
    expect(callsTo('POST /auth/provider-consent')[0]?.body).toEqual({
      pendingSignInToken: 'pending-token-1',
      consents: { privacyPolicy: true, terms: true, marketing: true },
    });
    expect(window.localStorage.getItem(walletTokenKey)).toBe('tmn-token');
  });

  it('a pending sign-in that has expired is shown translated, with a way back to login', async () => {
    startedFlow({ provider: 'google' });
    stubApi({
      'POST /auth/google-match': consentRequired(),
      'POST /auth/provider-consent': problem(422, 'AUTH_PENDING_SIGN_IN_INVALID'),
    });
    renderApp(`/auth/callback/google#id_token=${idToken}&state=state-1`, { language: 'en' });
    const dialog = await screen.findByRole('dialog', { name: 'Open an account with Google' });
    await userEvent.click(within(dialog).getByLabelText('I accept the Privacy Policy'));
    await userEvent.click(within(dialog).getByLabelText("I accept the company's terms and conditions"));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This sign-in has expired or was already used. Please start the sign-in again.',
    );
    expect(screen.getByRole('link', { name: 'Back to log in' }).getAttribute('href')).toBe('/auth/login');
    expect(window.localStorage.getItem('user')).toBeNull();
  });
});

describe('an account with two-factor sign-in on', () => {
  const secondFactorAsked = (code: 'AUTH_2FA_REQUIRED' | 'AUTH_2FA_INVALID', token: string) =>
    problem(401, code, [], { pendingSignInToken: token });

  it('asks the code after the provider, keeps the fresh token after a wrong one, then signs in', async () => {
    startedFlow({ provider: 'google', next: '/security' });
    const answers = [
      secondFactorAsked('AUTH_2FA_INVALID', 'pending-token-2'),
      answerOf('/auth/provider-second-factor', 'post', { user: providerUser, created: false }),
    ];
    const { callsTo } = stubApi({
      'POST /auth/google-match': secondFactorAsked('AUTH_2FA_REQUIRED', 'pending-token-1'),
      'POST /auth/provider-second-factor': () => answers.shift()!,
      [lockedPath]: unlocked(),
      'GET /me/security': answerOf('/me/security', 'get', {
        pinSet: true,
        pinBlocked: false,
        twoFactorEnabled: true,
      }),
    });
    const { router } = renderApp(`/auth/callback/google#id_token=${idToken}&state=state-1`);
    expect(await screen.findByRole('heading', { name: 'ยืนยันตัวตนสองขั้นตอน' })).toBeVisible();
    expect(screen.getByText(/Google ยืนยันบัญชีของท่านแล้ว/)).toBeVisible();
    expect(window.localStorage.getItem('user')).toBeNull();
    const field = screen.getByLabelText('รหัสยืนยันตัวตนสองขั้นตอน');
    await userEvent.type(field, '12');
    await userEvent.click(screen.getByRole('button', { name: 'ยืนยันและเข้าสู่ระบบ' }));
    expect(descriptionOf(field)).toContain('6');
    expect(callsTo('POST /auth/provider-second-factor')).toHaveLength(0);
    await userEvent.clear(field);
    await userEvent.type(field, '000000');
    await userEvent.click(screen.getByRole('button', { name: 'ยืนยันและเข้าสู่ระบบ' }));
    await waitFor(() => expect(descriptionOf(field)).toContain('รหัสยืนยันตัวตนสองขั้นตอนไม่ถูกต้อง กรุณาลองใหม่อีกครั้ง'));
    expect(window.localStorage.getItem('user')).toBeNull();
    await userEvent.clear(field);
    await userEvent.type(field, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'ยืนยันและเข้าสู่ระบบ' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/security'));
    expect(callsTo('POST /auth/provider-second-factor').map((call) => call.body)).toEqual([
      { pendingSignInToken: 'pending-token-1', twoFactor: '000000' },
      { pendingSignInToken: 'pending-token-2', twoFactor: '123456' },
    ]);
    expect(JSON.parse(window.localStorage.getItem('user') ?? '{}').uuid).toBe(investor.uuid);
  });

  it('cancelling returns to the login page, signed out', async () => {
    startedFlow({ provider: 'google' });
    stubApi({ 'POST /auth/google-match': secondFactorAsked('AUTH_2FA_REQUIRED', 'pending-token-1') });
    const { router } = renderApp(`/auth/callback/google#id_token=${idToken}&state=state-1`);
    await userEvent.click(await screen.findByRole('button', { name: 'ยกเลิก' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(window.localStorage.getItem('user')).toBeNull();
  });
});
