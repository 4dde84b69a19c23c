import { answerOf } from '@fund/contract/testing';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { investor, renderApp } from '../../test/render-app.tsx';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { flagsAnswer, noContent, problem, stubApi } from '../../test/stub-api.ts';
import { apiRequest } from '../api-client.ts';
import { type Session, useSession } from './session-provider.tsx';
import { registerSocialSignOut } from './social-sign-out.ts';

let session: Session;
function Probe() {
  session = useSession();
  return <p>{session.status}</p>;
}

describe('session', () => {
  it('a 401 from an ordinary call logs out, clears the stored user and shows one toast for many calls', async () => {
    const { callsTo } = stubApi({
      'GET /me/security': problem(401, 'AUTH_REQUIRED'),
      'GET /portfolio/summary': problem(401, 'AUTH_REQUIRED'),
      'POST /auth/logout': noContent(),
    });
    const { router } = renderApp('/security', { user: investor });
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    await act(() => apiRequest('/portfolio/summary').catch(() => undefined));
    expect(router.state.location.search).toBe('?next=%2Fsecurity');
    expect(screen.getAllByRole('alert').map((toast) => toast.textContent)).toEqual([
      expect.stringContaining('เซสชันหมดอายุ กรุณาเข้าสู่ระบบอีกครั้ง'),
    ]);
    expect(window.localStorage.getItem('user')).toBeNull();
    await waitFor(() => expect(callsTo('POST /auth/logout').length).toBeGreaterThan(0));
    expect(screen.queryByRole('button', { name: 'เมนูบัญชี' })).toBeNull();
  });

  it('shows the 401 toast in English as spec §8 words it', async () => {
    stubApi({
      'GET /me/security': problem(401, 'AUTH_REQUIRED'),
      'POST /auth/logout': noContent(),
    });
    renderApp('/security', { user: investor, language: 'en' });
    expect(await screen.findByText('Unauthorized, please login again')).toBeVisible();
  });

  it('a second logout while one runs joins it: one server call, one provider sign-out', async () => {
    let finish: (response: Response) => void = () => {};
    const { callsTo } = stubApi({
      'POST /auth/logout': () => new Promise<Response>((resolve) => (finish = resolve)),
    });
    const socialSignOut = vi.fn();
    const unregister = registerSocialSignOut(socialSignOut);
    window.localStorage.setItem('user', JSON.stringify(investor));
    renderWithProviders(<Probe />);
    expect(screen.getByText('signed-in')).toBeVisible();
    let first: Promise<void> = Promise.resolve();
    let second: Promise<void> = Promise.resolve();
    act(() => {
      first = session.logout();
      second = session.logout();
    });
    await waitFor(() => expect(callsTo('POST /auth/logout')).toHaveLength(1));
    finish(noContent());
    await act(() => Promise.all([first, second]));
    expect(callsTo('POST /auth/logout')).toHaveLength(1);
    expect(socialSignOut).toHaveBeenCalledTimes(1);
    expect(screen.getByText('signed-out')).toBeVisible();
    expect(window.localStorage.getItem('user')).toBeNull();
    unregister();
  });

  it('still clears the user when the server cannot be reached on logout', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubApi({ 'POST /auth/logout': problem(500, 'INTERNAL_ERROR') });
    window.localStorage.setItem('user', JSON.stringify(investor));
    renderWithProviders(<Probe />);
    await act(() => session.logout());
    expect(screen.getByText('signed-out')).toBeVisible();
  });

  it('trusts a stored user whose token is still valid without asking the API', () => {
    const { calls } = stubApi();
    window.localStorage.setItem('user', JSON.stringify(investor));
    renderWithProviders(<Probe />);
    expect(screen.getByText('signed-in')).toBeVisible();
    expect(calls.filter((call) => call.path === '/me')).toHaveLength(0);
  });

  it('checks /me when the stored token has expired, and keeps the renewed user', async () => {
    const renewed = { ...investor, accessTokenExpiresAt: '2999-06-01T00:00:00.000Z' };
    stubApi({ 'GET /me': answerOf('/me', 'get', { user: renewed }) });
    window.localStorage.setItem(
      'user',
      JSON.stringify({ ...investor, accessTokenExpiresAt: '2020-01-01T00:00:00.000Z' }),
    );
    renderWithProviders(<Probe />);
    expect(screen.getByText('checking')).toBeVisible();
    expect(await screen.findByText('signed-in')).toBeVisible();
    expect(JSON.parse(window.localStorage.getItem('user') ?? '{}').accessTokenExpiresAt).toBe(
      renewed.accessTokenExpiresAt,
    );
  });

  it('when the token reaches its exp while the page is open, renews it through /me and stays signed in', async () => {
    const renewed = { ...investor, accessTokenExpiresAt: '2999-06-01T00:00:00.000Z' };
    const { callsTo } = stubApi({ 'GET /me': answerOf('/me', 'get', { user: renewed }) });
    window.localStorage.setItem(
      'user',
      JSON.stringify({ ...investor, accessTokenExpiresAt: new Date(Date.now() + 150).toISOString() }),
    );
    renderWithProviders(<Probe />);
    expect(screen.getByText('signed-in')).toBeVisible();
    await waitFor(() => expect(callsTo('GET /me')).toHaveLength(1));
    await waitFor(() => expect(session.user?.accessTokenExpiresAt).toBe(renewed.accessTokenExpiresAt));
    expect(screen.getByText('signed-in')).toBeVisible();
  });

  it('an expired token whose session is gone: the user is cleared quietly, without the 401 toast', async () => {
    stubApi({ 'GET /me': problem(401, 'AUTH_REQUIRED') });
    window.localStorage.setItem(
      'user',
      JSON.stringify({ ...investor, accessTokenExpiresAt: '2020-01-01T00:00:00.000Z' }),
    );
    renderWithProviders(<Probe />);
    expect(await screen.findByText('signed-out')).toBeVisible();
    expect(window.localStorage.getItem('user')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('the logout page ends the session and goes to the ?next= path', async () => {
    const { callsTo } = stubApi({ 'POST /auth/logout': noContent() });
    const { router } = renderApp('/auth/logout?next=/auth/login', { user: investor });
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(callsTo('POST /auth/logout')).toHaveLength(1);
    expect(callsTo('POST /auth/logout')[0]?.headers.get('x-csrf-token')).toBe('csrf-1');
    expect(window.localStorage.getItem('user')).toBeNull();
  });

  it('the profile menu offers verify identity, personal information, security, tools (flag on) and log out', async () => {
    stubApi({
      'POST /auth/logout': noContent(),
      'GET /feature-flags': flagsAnswer({ flags: { showToolsMenu: true } }),
    });
    const { router } = renderApp('/', { user: investor });
    await userEvent.click(await screen.findByRole('button', { name: 'เมนูบัญชี' }));
    expect(await screen.findByRole('link', { name: 'เครื่องมือ' })).toBeVisible();
    for (const name of ['ยืนยันตัวตน', 'ข้อมูลส่วนตัว', 'ความปลอดภัย', 'เครื่องมือ']) {
      expect(screen.getByRole('link', { name })).toBeVisible();
    }
    await userEvent.click(screen.getByRole('link', { name: 'ออกจากระบบ' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('link', { name: 'สมัครสมาชิก' })).toBeVisible();
  });
});

// The switch is offered once the runtime flags say so (multipleLanguages is built off).
const languagesOffered = flagsAnswer({ flags: { multipleLanguages: true } });

describe('the account language', () => {
  it('follows the language switch once signed in, so the e-mails come in the language the investor reads', async () => {
    const { callsTo } = stubApi({
      'GET /feature-flags': languagesOffered,
      'PUT /me/language': answerOf('/me/language', 'put', { user: { ...investor, language: 'en' } }),
    });
    renderApp('/', { user: investor });
    await screen.findByRole('button', { name: 'English' });
    expect(callsTo('PUT /me/language')).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    await waitFor(() =>
      expect(callsTo('PUT /me/language').map((call) => call.body)).toEqual([{ language: 'en' }]),
    );
    await waitFor(() => expect(JSON.parse(window.localStorage.getItem('user')!).language).toBe('en'));
  });

  it('an account kept in another language is brought to the one shown at sign-in', async () => {
    const { callsTo } = stubApi({
      'PUT /me/language': answerOf('/me/language', 'put', { user: { ...investor, language: 'th' } }),
    });
    renderApp('/', { user: { ...investor, language: 'en' } });
    await waitFor(() =>
      expect(callsTo('PUT /me/language').map((call) => call.body)).toEqual([{ language: 'th' }]),
    );
  });

  it('nobody signed in: switching the language calls nothing', async () => {
    const { callsTo } = stubApi({ 'GET /feature-flags': languagesOffered });
    renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: 'English' }));
    expect(screen.getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('true');
    expect(callsTo('PUT /me/language')).toEqual([]);
  });
});
