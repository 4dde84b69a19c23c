import { createI18n } from '@fund/messages/i18n';
import { enquiry as en } from '@fund/messages/namespaces/enquiry.en';
import { enquiry as th } from '@fund/messages/namespaces/enquiry.th';
import type { i18n } from 'i18next';
import type { Locale } from './locales.ts';

/**
 * The contact-back and complaint forms read the catalogue's `enquiry` namespace through i18next in the browser:
 * only this namespace goes into the islands' bundle, and only the pages with a form load it.
 */
const instances: Partial<Record<Locale, i18n>> = {};

export function enquiryT(locale: Locale) {
  instances[locale] ??= createI18n(locale, { enquiry: { th, en }[locale] });
  return instances[locale].getFixedT<'enquiry'>(locale, 'enquiry');
}
