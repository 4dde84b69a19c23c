export type LocaleCode = 'th' | 'en';

/** One document's content in each site language; Thai, the default locale, is created first. */
export type Localized<T> = Record<LocaleCode, T>;

export const SEED_LOCALES: readonly LocaleCode[] = ['th', 'en'];

/** Every seeded document says so in both languages, so nobody takes it for a statement by the fund. */
export const DEMO_MARK: Localized<string> = { th: 'เนื้อหาตัวอย่าง', en: 'Demo content' };

/** The note that opens each demo article. */
export const DEMO_NOTE: Localized<string> = {
  th: `> **${DEMO_MARK.th}** บทความนี้จัดทำขึ้นเพื่อสาธิตระบบเท่านั้น ไม่ใช่คำแนะนำการลงทุน`,
  en: `> **${DEMO_MARK.en}.** This article demonstrates the site and is not investment advice.`,
};

/** Fields that are the same in both languages (dates, order, topic) combined with each language's text. */
export function inBothLanguages<Shared extends object, Text extends object>(
  shared: Shared,
  text: Localized<Text>,
): Localized<Shared & Text> {
  return { th: { ...shared, ...text.th }, en: { ...shared, ...text.en } };
}
