import { errorMessage, isErrorCode } from '@fund/domain';
import { useTranslation } from 'react-i18next';
import { type Language, languages } from './i18n.ts';

export function useLanguage(): Language {
  const { i18n } = useTranslation();
  const current = i18n.resolvedLanguage ?? i18n.language;
  return languages.find((language) => language === current) ?? 'th';
}

/**
 * Translates an API error code into the reader's language. Codes and wording live in @fund/domain; a code the
 * domain list does not carry yet falls back to the portal's own `apiErrors` texts, then to the generic error.
 * `values` fill the message's `{{name}}` parts (e.g. the strategy's own minimum, already formatted).
 */
export function useErrorMessage(): (code: string, values?: Record<string, string>) => string {
  const language = useLanguage();
  const { t, i18n } = useTranslation();
  return (code, values) => {
    if (isErrorCode(code)) return errorMessage(code, language, values);
    const key = `apiErrors.${code}`;
    return i18n.exists(key) ? t(key, values ?? {}) : errorMessage('INTERNAL_ERROR', language);
  };
}

/**
 * A reject reason as the reader should read it: the system's own reasons are error codes (an unpaid increase, a
 * switch with nothing to buy), translated; staff write theirs and they are shown as written.
 */
export function useReasonText(): (reason: string) => string {
  const language = useLanguage();
  return (reason) => (isErrorCode(reason) ? errorMessage(reason, language) : reason);
}
