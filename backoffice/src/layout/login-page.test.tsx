import { brands } from '@fund/domain';
import { act, cleanup, render, screen } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { createAuthProvider } from '../providers/auth-provider.ts';
import { createHttpClient } from '../providers/http-client.ts';
import { createI18nProvider } from '../providers/i18n-provider.ts';
import { problemResponse, staffMe, stubFetch } from '../testing/fetch-stub.ts';
import { LoginPage } from './login-page.tsx';

describe.each([brands.mfund, brands.merit])('the back office built for $name', (brand) => {
  it('names the brand in its title, in Thai and in English', async () => {
    const storage = new Map<string, string>();
    const memory = {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
    } as Storage;
    const i18nProvider = await createI18nProvider(memory, brand);
    render(
      <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
        <LoginPage />
      </AdminContext>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(`${brand.name} · ระบบหลังบ้าน`);
    expect(i18nProvider.translate('app.title')).toBe(`${brand.name} · ระบบหลังบ้าน`);
    memory.setItem('language', 'en');
    expect((await createI18nProvider(memory, brand)).translate('app.title')).toBe(
      `${brand.name} · Back office`,
    );
  });
});

describe('after 30 idle minutes', () => {
  const renderLogin = async (language: 'th' | 'en') => {
    const storage = new Map<string, string>([['language', language]]);
    const memory = {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
    } as Storage;
    return render(
      <AdminContext i18nProvider={await createI18nProvider(memory, brands.mfund)} store={memoryStore()}>
        <LoginPage />
      </AdminContext>,
    );
  };

  it.each([
    ['th', 'ออกจากระบบแล้ว เนื่องจากไม่มีการใช้งานนาน 30 นาที กรุณาเข้าสู่ระบบอีกครั้ง'],
    ['en', 'Signed out after 30 minutes without activity. Please sign in again.'],
  ] as const)(
    'the login page says why the staff member was signed out (%s), until they sign in again',
    async (language, message) => {
      const provider = createAuthProvider(
        createHttpClient(() => language),
        () => language,
      );
      stubFetch(() => problemResponse(401, 'AUTH_SESSION_IDLE'));
      // A screen's request answered 401 AUTH_SESSION_IDLE: react-admin signs out, without a passing notification.
      await expect(provider.checkError({ status: 401, code: 'AUTH_SESSION_IDLE' })).rejects.toEqual({
        message: false,
      });
      const first = await renderLogin(language);
      expect(screen.getByRole('status')).toHaveTextContent(message);
      first.unmount();
      // Shown again if the login page shows again before signing in (react-admin may show it more than once).
      const second = await renderLogin(language);
      expect(screen.getByRole('status')).toHaveTextContent(message);
      second.unmount();
      // Signing in again ends it.
      stubFetch(() => staffMe('operations', { uuid: 'u1', email: 'ops@example.com' }));
      await provider.login({ email: 'ops@example.com', password: 'x' });
      await renderLogin(language);
      expect(screen.queryByRole('status')).toBeNull();
      vi.unstubAllGlobals();
    },
  );

  it('says so when the idle refusal comes back after another request already led to the login page', async () => {
    const provider = createAuthProvider(
      createHttpClient(() => 'en'),
      () => 'en',
    );
    await renderLogin('en');
    expect(screen.queryByRole('status')).toBeNull();
    await act(async () => {
      await provider.checkError({ status: 401, code: 'AUTH_SESSION_IDLE' }).catch(() => undefined);
    });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Signed out after 30 minutes without activity. Please sign in again.',
    );
    cleanup();
  });

  it('a reload after the idle sign-out (checkAuth) leads to the same message; after a sign-in, other 401s do not', async () => {
    const provider = createAuthProvider(
      createHttpClient(() => 'en'),
      () => 'en',
    );
    stubFetch(() => problemResponse(401, 'AUTH_SESSION_IDLE'));
    await expect(provider.checkAuth({})).rejects.toMatchObject({ status: 401 });
    await renderLogin('en');
    expect(screen.getByRole('status')).toHaveTextContent('Signed out after 30 minutes without activity.');
    cleanup();
    stubFetch(() => staffMe('operations', { uuid: 'u1', email: 'ops@example.com' }));
    await provider.login({ email: 'ops@example.com', password: 'x' });
    stubFetch(() => problemResponse(401, 'AUTH_REQUIRED'));
    await expect(provider.checkAuth({})).rejects.toMatchObject({ status: 401 });
    await expect(provider.checkError({ status: 401, code: 'AUTH_REQUIRED' })).rejects.toMatchObject({
      status: 401,
    });
    await renderLogin('en');
    expect(screen.queryByRole('status')).toBeNull();
    vi.unstubAllGlobals();
  });
});
