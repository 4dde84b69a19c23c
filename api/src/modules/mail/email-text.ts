import { type Brand, type Language, supportSignature } from '@fund/domain';
import { catalogue } from '@fund/messages';
import { createI18n } from '@fund/messages/i18n';
import type { RenderedMail } from './templates.ts';

/**
 * The e-mails' wording is the message catalogue's `email` namespace (`@fund/messages`), rendered by one i18next
 * instance per language (the catalogue's other namespaces beside it, as the error messages an e-mail quotes).
 */
const i18n = { th: createI18n('th', catalogue.th), en: createI18n('en', catalogue.en) };

/** `t` of the `email` namespace in the reader's language. */
export function emailT(language: Language) {
  return i18n[language].getFixedT(language, 'email');
}

type Values = Record<string, string | number>;

/** An e-mail whose subject and text are the catalogue's `<key>.subject` and `<key>.text`, signed by the brand. */
export function signedMail(
  language: Language,
  key: string,
  values: Values,
  brand: Brand,
  extra = '',
): RenderedMail {
  const t = emailT(language);
  return {
    subject: t(`${key}.subject`, values),
    text: `${t(`${key}.text`, values)}${extra}\n\n${supportSignature(brand)[language]}`,
  };
}
