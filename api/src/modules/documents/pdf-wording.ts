import { catalogue, type Language } from '@fund/messages';
import { createI18n } from '@fund/messages/i18n';

/**
 * The PDFs' wording is the message catalogue's `pdf` namespace (`@fund/messages`), rendered by one i18next
 * instance per language, as the e-mails are.
 */
const i18n = {
  th: createI18n('th', { pdf: catalogue.th.pdf }),
  en: createI18n('en', { pdf: catalogue.en.pdf }),
};

/** `t` of the `pdf` namespace in the document's language. */
export function pdfT(language: Language) {
  return i18n[language].getFixedT(language, 'pdf');
}
