import { describe, expect, it } from 'vitest';
import { createI18nProvider, languageStorageKey } from './i18n-provider.ts';

describe('i18n provider', () => {
  it('speaks Thai by default', () => {
    const i18n = createI18nProvider();
    expect(i18n.getLocale()).toBe('th');
    expect(i18n.translate('ra.action.save')).toBe('บันทึก');
    expect(i18n.translate('resources.app-settings.fields.maintenance')).toBe('โหมดปิดปรับปรุง');
    expect(document.documentElement.lang).toBe('th');
  });

  it('starts in the language kept in localStorage', () => {
    localStorage.setItem(languageStorageKey, 'en');
    const i18n = createI18nProvider();
    expect(i18n.getLocale()).toBe('en');
    expect(i18n.translate('resources.app-settings.fields.maintenance')).toBe('Maintenance mode');
  });

  it('keeps a changed language in localStorage under `language`', async () => {
    const i18n = createI18nProvider();
    await i18n.changeLocale('en');

    expect(localStorage.getItem(languageStorageKey)).toBe('en');
    expect(i18n.translate('ra.auth.sign_in')).toBe('Sign in');
    expect(document.documentElement.lang).toBe('en');
  });

  it('falls back to English for a react-admin message without a Thai translation, never the raw key', () => {
    const i18n = createI18nProvider();
    expect(i18n.translate('ra.saved_queries.label')).toBe('Saved queries');
  });

  it('offers Thai and English in the language switcher', () => {
    expect(createI18nProvider().getLocales?.()).toEqual([
      { locale: 'th', name: 'ไทย' },
      { locale: 'en', name: 'English' },
    ]);
  });
});
