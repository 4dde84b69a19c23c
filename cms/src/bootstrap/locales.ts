export interface SiteLocale {
  code: string;
  name: string;
}

// Thai is the site's first language and English its second (product spec); the names follow Strapi's
// ISO list so the admin shows them the same way as locales added by hand.
export const SITE_LOCALES: readonly SiteLocale[] = [
  { code: 'th', name: 'Thai (th)' },
  { code: 'en', name: 'English (en)' },
];

export const DEFAULT_LOCALE_CODE = 'th';

/** The site locales the CMS does not have yet; locales editors added themselves are left alone. */
export function missingLocales(existingCodes: readonly string[]): SiteLocale[] {
  return SITE_LOCALES.filter((locale) => !existingCodes.includes(locale.code));
}
