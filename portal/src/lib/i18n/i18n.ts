import type { Brand } from '@fund/domain';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { activeBrand } from '../brand.tsx';
import { en } from './resources/en.ts';
import { th } from './resources/th.ts';

export const languages = ['th', 'en'] as const;
export type Language = (typeof languages)[number];

/** The browser keeps the reader's choice under this key (spec §2, language switch). */
export const languageStorageKey = 'language';

function isLanguage(value: unknown): value is Language {
  return languages.includes(value as Language);
}

// Storage can be blocked (private browsing, strict cookie settings); the portal then simply forgets the choice.
function readStoredLanguage(): Language {
  try {
    const stored = window.localStorage.getItem(languageStorageKey);
    return isLanguage(stored) ? stored : 'th';
  } catch {
    return 'th';
  }
}

function storeLanguage(language: string): void {
  try {
    window.localStorage.setItem(languageStorageKey, language);
  } catch {
    // The switch still applies for this visit.
  }
}

/** The portal's texts; every one that names the company reads the brand's name. */
export function createI18n(brand: Brand = activeBrand): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: { th: { translation: th }, en: { translation: en } },
    lng: readStoredLanguage(),
    fallbackLng: 'th',
    supportedLngs: languages,
    // Resources are bundled, so the first render can already read them.
    initAsync: false,
    interpolation: { escapeValue: false, defaultVariables: { brand: brand.name } },
  });
  document.documentElement.lang = instance.language;
  instance.on('languageChanged', (language) => {
    storeLanguage(language);
    document.documentElement.lang = language;
  });
  return instance;
}
