import { errorMessage } from '@fund/domain';
import { useTranslation } from 'react-i18next';
import { type Language, languages } from './i18n.ts';

export function useLanguage(): Language {
  const { i18n } = useTranslation();
  const current = i18n.resolvedLanguage ?? i18n.language;
  return languages.find((language) => language === current) ?? 'th';
}

/** Translates an API error code into the reader's language (codes and wording live in @fund/domain). */
export function useErrorMessage(): (code: string) => string {
  const language = useLanguage();
  return (code) => errorMessage(code, language);
}
