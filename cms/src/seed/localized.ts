export type LocaleCode = 'th' | 'en';

/** One document's content in each site language; Thai, the default locale, is created first. */
export type Localized<T> = Record<LocaleCode, T>;

export const SEED_LOCALES: readonly LocaleCode[] = ['th', 'en'];

/**
 * The site's one demo notice, in the footer on every page: the company, people and figures are fictional. The
 * other documents do not repeat it.
 */
export const DEMO_MARK: Localized<string> = { th: 'เนื้อหาตัวอย่าง', en: 'Demo content' };

/** Fields that are the same in both languages (dates, order, topic) combined with each language's text. */
export function inBothLanguages<Shared extends object, Text extends object>(
  shared: Shared,
  text: Localized<Text>,
): Localized<Shared & Text> {
  return { th: { ...shared, ...text.th }, en: { ...shared, ...text.en } };
}
