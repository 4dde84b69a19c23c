/** Thai is the default and lives at `/`; English lives under `/en/` (Astro i18n routing). */
export const locales = ['th', 'en'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'th';

/** The `og:locale` / hreflang-style region code of each language. */
export const localeRegions: Record<Locale, string> = { th: 'th_TH', en: 'en_US' };

export function isLocale(value: unknown): value is Locale {
  return locales.includes(value as Locale);
}
