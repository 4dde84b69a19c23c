import { catalogue } from '@fund/messages';
import { createI18n } from '@fund/messages/i18n';
import type { KeyPrefix } from 'i18next';
import { type Locale, locales } from './locales.ts';

/**
 * The pages' wording is the message catalogue's `site` and `site-islands` namespaces (`@fund/messages`), read at
 * build time through one i18next instance per language. Only the islands read text in the browser, each its own
 * namespace. A strategy's figures and fees are named as the portal names them (`$t(portal:strategies.fields.…)`),
 * a risk level in the words of `common` and the call-back title as the contact form's button, so the instance
 * holds those namespaces too.
 */
const instances = Object.fromEntries(
  locales.map((locale) => [
    locale,
    createI18n(locale, {
      site: catalogue[locale].site,
      'site-islands': catalogue[locale]['site-islands'],
      portal: catalogue[locale].portal,
      common: catalogue[locale].common,
      enquiry: catalogue[locale].enquiry,
    }),
  ]),
) as Record<Locale, ReturnType<typeof createI18n>>;

/** `t` of the `site` namespace in a language, optionally under one section (`siteT(locale, 'home')('teamTitle')`). */
export function siteT<Prefix extends KeyPrefix<'site'> = undefined>(locale: Locale, prefix?: Prefix) {
  return instances[locale].getFixedT<'site', Prefix>(locale, 'site', prefix);
}

/** `t` of the `site-islands` namespace in a language, optionally under one section. */
export function islandsT<Prefix extends KeyPrefix<'site-islands'> = undefined>(
  locale: Locale,
  prefix?: Prefix,
) {
  return instances[locale].getFixedT<'site-islands', Prefix>(locale, 'site-islands', prefix);
}

/**
 * A value through one of the catalogue's i18next formats in a language (`datetime(dateStyle: long)`,
 * `decimal(places: 2)`): the Bangkok day and the Buddhist era in Thai, decimal strings never through a float, as the
 * portal, the back office and the e-mails format them.
 */
export function formatted(locale: Locale, value: unknown, format: string): string {
  const formatter = instances[locale].services.formatter;
  if (!formatter) throw new Error('The catalogue instance has no formatter');
  return formatter.format(value, format, locale, {});
}
