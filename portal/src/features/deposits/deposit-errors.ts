import { errorMessage, isErrorCode } from '@fund/domain';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../lib/i18n/use-language.ts';

/**
 * An API code of a deposit call in the reader's language: the shared catalogue first, then the deposit screens'
 * own texts for the deposit codes, then the generic error.
 */
export function useDepositErrorText(): (code: string) => string {
  const { t, i18n } = useTranslation();
  const language = useLanguage();
  return (code) => {
    if (isErrorCode(code)) return errorMessage(code, language);
    const key = `deposit.errors.${code}`;
    return i18n.exists(key) ? t(key) : errorMessage('INTERNAL_ERROR', language);
  };
}
