import type { Language } from '@fund/domain';

export const defaultLanguage: Language = 'th';

export const languages: { locale: Language; name: string }[] = [
  { locale: 'th', name: 'ไทย' },
  { locale: 'en', name: 'English' },
];

export function toLanguage(value: unknown): Language {
  return value === 'en' || value === 'th' ? value : defaultLanguage;
}
