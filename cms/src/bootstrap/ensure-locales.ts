import type { Core } from '@strapi/strapi';
import { DEFAULT_LOCALE_CODE, missingLocales, type SiteLocale } from './locales.ts';

interface LocalesService {
  find(): Promise<SiteLocale[]>;
  create(locale: SiteLocale): Promise<SiteLocale>;
  getDefaultLocale(): Promise<string | null>;
  setDefaultLocale(locale: { code: string }): Promise<unknown>;
}

/** The i18n plugin starts with English as its only locale; this adds Thai and makes it the default. */
export async function ensureLocales(strapi: Core.Strapi): Promise<void> {
  const locales: LocalesService = strapi.plugin('i18n').service('locales');
  const existing = await locales.find();
  for (const locale of missingLocales(existing.map((found) => found.code))) {
    await locales.create(locale);
    strapi.log.info(`Added the ${locale.code} locale`);
  }
  if ((await locales.getDefaultLocale()) !== DEFAULT_LOCALE_CODE) {
    await locales.setDefaultLocale({ code: DEFAULT_LOCALE_CODE });
    strapi.log.info(`Made ${DEFAULT_LOCALE_CODE} the default locale`);
  }
}
