import { convertRaTranslationsToI18next } from 'ra-i18n-i18next';
import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { createI18nProvider, languageStorageKey, toI18nextMessages } from './i18n-provider.ts';
import { raThaiMessages, sameInThaiAsInEnglish } from './thai-messages.ts';

/** Every message of a nested catalogue, by its dotted key. */
function flatten(messages: object, prefix = ''): [string, unknown][] {
  return Object.entries(messages).flatMap(([key, value]) =>
    value !== null && typeof value === 'object'
      ? flatten(value, `${prefix}${key}.`)
      : [[`${prefix}${key}`, value] as [string, unknown]],
  );
}

const thai = new Map(flatten(raThaiMessages));
const english = flatten(englishMessages);

describe('i18n provider', () => {
  it('speaks Thai by default', async () => {
    const i18n = await createI18nProvider();
    expect(i18n.getLocale()).toBe('th');
    expect(i18n.translate('ra.action.save')).toBe('บันทึก');
    expect(i18n.translate('resources.app-settings.fields.maintenance')).toBe('โหมดปิดปรับปรุง');
    expect(document.documentElement.lang).toBe('th');
  });

  it('starts in the language kept in localStorage', async () => {
    localStorage.setItem(languageStorageKey, 'en');
    const i18n = await createI18nProvider();
    expect(i18n.getLocale()).toBe('en');
    expect(i18n.translate('resources.app-settings.fields.maintenance')).toBe('Maintenance mode');
  });

  it('keeps a changed language in localStorage under `language`', async () => {
    const i18n = await createI18nProvider();
    await i18n.changeLocale('en');

    expect(localStorage.getItem(languageStorageKey)).toBe('en');
    expect(i18n.translate('ra.auth.sign_in')).toBe('Sign in');
    expect(document.documentElement.lang).toBe('en');
    await i18n.changeLocale('th');
    expect(i18n.translate('ra.auth.sign_in')).toBe('เข้าสู่ระบบ');
    expect(localStorage.getItem(languageStorageKey)).toBe('th');
  });

  it('fills values and counts in both languages, and names one or many in English', async () => {
    const i18n = await createI18nProvider();
    expect(
      i18n.translate('ra.navigation.page_range_info', { offsetBegin: 1, offsetEnd: 25, total: 80 }),
    ).toBe('1-25 จาก 80');
    expect(i18n.translate('ra.action.bulk_actions', { smart_count: 3 })).toBe('เลือกแล้ว 3 รายการ');
    expect(i18n.translate('resources.orders.name', { smart_count: 2 })).toBe('คำสั่งซื้อขาย');
    expect(i18n.translate('ra.page.create', { name: 'A & B' })).toBe('สร้างA & B');

    await i18n.changeLocale('en');
    expect(i18n.translate('ra.action.bulk_actions', { smart_count: 1 })).toBe('1 item selected');
    expect(i18n.translate('ra.action.bulk_actions', { smart_count: 3 })).toBe('3 items selected');
    expect(i18n.translate('resources.orders.name', { smart_count: 1 })).toBe('Order');
    expect(i18n.translate('resources.orders.name', { smart_count: 2 })).toBe('Orders');
  });

  it('prints a message the API already translated as given, colons and full stops included', async () => {
    const i18n = await createI18nProvider();
    const problem = 'ข้อมูลไม่ถูกต้อง: กรุณาตรวจสอบอีกครั้ง. ลองใหม่';
    expect(i18n.translate(problem)).toBe(problem);
    expect(i18n.translate('resources.users.lock_reasons.UNKNOWN', { _: 'UNKNOWN' })).toBe('UNKNOWN');
  });

  it("converts react-admin's English as ra-i18n-i18next's own converter does", () => {
    expect(toI18nextMessages(englishMessages as never)).toEqual(
      convertRaTranslationsToI18next(englishMessages),
    );
  });

  it('offers Thai and English in the language switcher', async () => {
    expect((await createI18nProvider()).getLocales?.()).toEqual([
      { locale: 'th', name: 'ไทย' },
      { locale: 'en', name: 'English' },
    ]);
  });
});

describe("react-admin's own messages in Thai", () => {
  it.each(english)('%s has a Thai text', async (key) => {
    const text = thai.get(key);
    expect(typeof text).toBe('string');
    expect(String(text).trim().length > 0 || key in sameInThaiAsInEnglish).toBe(true);
    const i18n = await createI18nProvider();
    expect(i18n.translate(key, { smart_count: 2, name: 'X' })).not.toBe(key);
  });

  it('leaves no message in English but the deliberate ones', async () => {
    const en = await createI18nProvider({ getItem: () => 'en', setItem: () => {} } as unknown as Storage);
    const th = await createI18nProvider({ getItem: () => 'th', setItem: () => {} } as unknown as Storage);
    const untranslated = english
      .map(([key]) => key)
      .filter((key) => {
        const options = { smart_count: 2, name: 'N', recordRepresentation: 'R', page: 2, max: 9 };
        return th.translate(key, options) === en.translate(key, options) && !(key in sameInThaiAsInEnglish);
      });
    expect(untranslated).toEqual([]);
    // Each deliberate exception is a react-admin key and says why.
    for (const [key, reason] of Object.entries(sameInThaiAsInEnglish)) {
      expect(english.map(([k]) => k)).toContain(key);
      expect(reason.length).toBeGreaterThan(10);
    }
  });

  it('has no Thai key react-admin does not have', () => {
    const keys = new Set(english.map(([key]) => key));
    expect([...thai.keys()].filter((key) => !keys.has(key))).toEqual([]);
  });
});
