import { reactAdmin as reactAdminEn } from '@fund/messages/namespaces/react-admin.en';
import { reactAdmin as reactAdminTh } from '@fund/messages/namespaces/react-admin.th';
import { convertRaTranslationsToI18next } from 'ra-i18n-i18next';
import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { createI18nProvider, languageStorageKey } from './i18n-provider.ts';

/** Every message of a nested catalogue, by its dotted key. */
function flatten(messages: object, prefix = ''): [string, unknown][] {
  return Object.entries(messages).flatMap(([key, value]) =>
    value !== null && typeof value === 'object'
      ? flatten(value, `${prefix}${key}.`)
      : [[`${prefix}${key}`, value] as [string, unknown]],
  );
}

const thai = new Map(flatten(reactAdminTh));
/** react-admin's own keys, without the plural forms i18next's English adds (`_one`, `_other`). */
const raKeys = [...new Set(flatten(englishMessages).map(([key]) => key))];

/**
 * A Thai text: it has Thai letters once its `{{values}}` are set aside, unless what is left has no letters at all
 * (a blank, a dash, a number).
 */
function isThai(text: unknown): boolean {
  if (typeof text !== 'string') return false;
  const words = text.replace(/\{\{[^}]*\}\}/g, '');
  return /[\u0E00-\u0E7F]/.test(words) || !/\p{L}/u.test(words);
}

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

  it('reads a word it shares with the portal from the catalogue’s common, glossary or errors namespace', async () => {
    const i18n = await createI18nProvider();
    expect(i18n.translate('resources.kyc-cases.answer_labels.currentAddress')).toBe('ที่อยู่ปัจจุบัน');
    expect(i18n.translate('resources.strategies.fields.riskLevel')).toBe('ระดับความเสี่ยง');
    // An order's kind is the glossary's, a refusal the API also words is the errors namespace's.
    expect(i18n.translate('resources.orders.kinds.increase')).toBe('เพิ่มเงินลงทุน');
    expect(i18n.translate('resources.holidays.weekend')).toBe('วันเสาร์และวันอาทิตย์เป็นวันหยุดอยู่แล้ว ไม่ต้องเพิ่ม');
    await i18n.changeLocale('en');
    expect(i18n.translate('resources.kyc-cases.answer_labels.currentAddress')).toBe('Current address');
    // English may word it its own way where staff read it differently.
    expect(i18n.translate('resources.kyc-cases.fields.riskBand')).toBe('Risk band');
  });

  it('prints a message the API already translated as given, colons and full stops included', async () => {
    const i18n = await createI18nProvider();
    const problem = 'ข้อมูลไม่ถูกต้อง: กรุณาตรวจสอบอีกครั้ง. ลองใหม่';
    expect(i18n.translate(problem)).toBe(problem);
    expect(i18n.translate('resources.users.lock_reasons.UNKNOWN', { _: 'UNKNOWN' })).toBe('UNKNOWN');
  });

  it('counts in Thai with its one plural form, through Intl plural rules', async () => {
    const i18n = await createI18nProvider();
    expect(i18n.translate('resources.orders.name', { smart_count: 1 })).toBe('คำสั่งซื้อขาย');
    expect(i18n.translate('ra.message.bulk_delete_title', { smart_count: 1, name: 'คำสั่ง' })).toBe(
      'ลบคำสั่ง 1 รายการ',
    );
  });

  it("groups counts through Intl in the reader's language, and names one payout or many in English", async () => {
    const i18n = await createI18nProvider();
    const prepared = (count: number) =>
      i18n.translate('resources.payout-batches.prepare.done', { ref: 'PB-1', count, held: 1200 });
    expect(i18n.translate('app.dashboard.count_link', { label: 'รอ', count: 12345 })).toBe(
      'รอ: 12,345 รายการ',
    );
    expect(prepared(1)).toBe('จัดเตรียม PB-1 แล้ว 1 รายการ ระงับไว้ 1,200 รายการ');
    expect(prepared(2)).toBe('จัดเตรียม PB-1 แล้ว 2 รายการ ระงับไว้ 1,200 รายการ');

    await i18n.changeLocale('en');
    expect(i18n.translate('app.dashboard.count_link', { label: 'Waiting', count: 12345 })).toBe(
      'Waiting: 12,345',
    );
    expect(prepared(1)).toBe('PB-1 prepared: 1 payout, 1,200 held');
    expect(prepared(1500)).toBe('PB-1 prepared: 1,500 payouts, 1,200 held');
  });

  it('offers Thai and English in the language switcher', async () => {
    expect((await createI18nProvider()).getLocales?.()).toEqual([
      { locale: 'th', name: 'ไทย' },
      { locale: 'en', name: 'English' },
    ]);
  });
});

describe("react-admin's own messages in Thai", () => {
  it.each(raKeys)('%s has a Thai text', async (key) => {
    // Thai writes a message English has in a singular and a plural once, as i18next's `_other`.
    const text = thai.get(key) ?? thai.get(`${key}_other`);
    expect(isThai(text), `${key}: ${String(text)}`).toBe(true);
    const i18n = await createI18nProvider();
    expect(i18n.translate(key, { smart_count: 2, name: 'X' })).not.toBe(key);
  });

  it('tells a Thai text from one left in English', () => {
    expect(['บันทึก', 'อนุมัติ NAV', '{{name}}', ' ', '{{offsetBegin}}-{{offsetEnd}}'].map(isThai)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(['Save', 'NAV {{code}}', '', undefined].map(isThai)).toEqual([false, false, true, false]);
  });

  it('has no Thai key react-admin does not have', () => {
    const keys = new Set(raKeys);
    expect([...thai.keys()].filter((key) => !keys.has(key.replace(/_other$/, '')))).toEqual([]);
  });

  it("reads react-admin's English as ra-language-english writes it, in i18next's form", () => {
    expect(reactAdminEn).toEqual(convertRaTranslationsToI18next(englishMessages));
  });
});
