import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from './app.tsx';
import { createI18nProvider } from './providers/i18n-provider.ts';
import { stubSignedIn } from './testing/fetch-stub.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  window.location.hash = '';
});

describe('back office menu', () => {
  it('shows operations the settings but not the feature flags', async () => {
    stubSignedIn('operations');
    render(<App i18nProvider={await createI18nProvider()} />);

    expect(await screen.findByRole('menuitem', { name: 'การตั้งค่าระบบ' })).toBeVisible();
    expect(screen.queryByRole('menuitem', { name: 'ฟีเจอร์แฟล็ก' })).toBeNull();
  });

  it('shows admins the feature flags too', async () => {
    stubSignedIn('admin');
    render(<App i18nProvider={await createI18nProvider()} />);

    expect(await screen.findByRole('menuitem', { name: 'ฟีเจอร์แฟล็ก' })).toBeVisible();
    expect(screen.getByRole('menuitem', { name: 'การตั้งค่าระบบ' })).toBeVisible();
  });

  it.each(['support', 'compliance', 'operations', 'admin'])('shows %s staff the users', async (role) => {
    stubSignedIn(role);
    render(<App i18nProvider={await createI18nProvider()} />);

    expect(await screen.findByRole('menuitem', { name: 'ผู้ใช้งาน' })).toBeVisible();
  });

  it.each([
    ['compliance', true],
    ['admin', true],
    ['support', false],
    ['operations', false],
  ])('shows %s staff the audit log: %s', async (role, shown) => {
    stubSignedIn(role);
    render(<App i18nProvider={await createI18nProvider()} />);

    await screen.findByRole('menuitem', { name: 'ผู้ใช้งาน' });
    expect(screen.queryByRole('menuitem', { name: 'บันทึกการตรวจสอบ' }) !== null).toBe(shown);
  });

  it.each([
    ['support', true],
    ['admin', true],
    ['compliance', false],
    ['operations', false],
  ])('shows %s staff the e-mail outbox: %s', async (role, shown) => {
    stubSignedIn(role);
    render(<App i18nProvider={await createI18nProvider()} />);

    await screen.findByRole('menuitem', { name: 'ผู้ใช้งาน' });
    expect(screen.queryByRole('menuitem', { name: 'อีเมลขาออก' }) !== null).toBe(shown);
  });

  it('sends an investor to the sign-in page', async () => {
    stubSignedIn(null);
    render(<App i18nProvider={await createI18nProvider()} />);

    expect(await screen.findByRole('button', { name: 'เข้าสู่ระบบ' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'อีเมล' })).toBeVisible();
  });
});
