import { brands } from '@fund/domain';
import { render, screen } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { createI18nProvider } from '../providers/i18n-provider.ts';
import { LoginPage } from './login-page.tsx';

describe.each([brands.mfund, brands.merit])('the back office built for $name', (brand) => {
  it('names the brand in its title, in Thai and in English', () => {
    const storage = new Map<string, string>();
    const memory = {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
    } as Storage;
    const i18nProvider = createI18nProvider(memory, brand);
    render(
      <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
        <LoginPage />
      </AdminContext>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(`${brand.name} · ระบบหลังบ้าน`);
    expect(i18nProvider.translate('app.title')).toBe(`${brand.name} · ระบบหลังบ้าน`);
    memory.setItem('language', 'en');
    expect(createI18nProvider(memory, brand).translate('app.title')).toBe(`${brand.name} · Back office`);
  });
});
