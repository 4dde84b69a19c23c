import { catalogue, type Language } from '@fund/messages';
import { createI18n } from '@fund/messages/i18n';

/**
 * The PDFs' wording is the message catalogue's `pdf` namespace (`@fund/messages`), rendered by one i18next
 * instance per language, as the e-mails are. A word the investor also reads in the portal or the glossary is
 * quoted from there (`$t(glossary:orderKinds.increase)`), so the instance holds those namespaces (and `common`,
 * which the portal quotes) too.
 */
const pick = (language: Language) => ({
  pdf: catalogue[language].pdf,
  glossary: catalogue[language].glossary,
  portal: catalogue[language].portal,
  common: catalogue[language].common,
});
const i18n = { th: createI18n('th', pick('th')), en: createI18n('en', pick('en')) };

/** `t` of the `pdf` namespace in the document's language. */
export function pdfT(language: Language) {
  return i18n[language].getFixedT(language, 'pdf');
}
