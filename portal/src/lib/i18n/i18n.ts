import type { Brand } from '@fund/domain';
import { addIntlFormats } from '@fund/messages/i18n';
import type { common } from '@fund/messages/namespaces/common.th';
import type { errors } from '@fund/messages/namespaces/errors.th';
import type { glossary } from '@fund/messages/namespaces/glossary.th';
import type { Messages } from '@fund/messages/namespaces/portal/th';
import i18next, { type BackendModule, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { activeBrand } from '../brand.tsx';

export const languages = ['th', 'en'] as const;
export type Language = (typeof languages)[number];

/** The browser keeps the reader's choice under this key (spec §2, language switch). */
export const languageStorageKey = 'language';

function isLanguage(value: unknown): value is Language {
  return languages.includes(value as Language);
}

// Storage can be blocked (private browsing, strict cookie settings); the portal then simply forgets the choice.
export function readStoredLanguage(): Language {
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

/**
 * One language's messages, fetched when first needed: the message catalogue's `portal` namespace (`@fund/messages`),
 * i18next's `translation`, and the namespaces its sentences quote rather than repeat: `common` (the words the back
 * office reads too, `$t(common:kyc.currentAddress)`), `glossary` (an order's kind and status) and `errors` (the
 * API's own message for what a form refuses, `$t(errors:PIN_MISMATCH)`). A reader downloads the language they read,
 * not both (the login page's JavaScript stays within its budget).
 */
export type LanguageMessages = {
  translation: Messages;
  common: typeof common;
  glossary: typeof glossary;
  errors: typeof errors;
};

export const namespaces = ['translation', 'common', 'glossary', 'errors'] as const;

export async function loadMessages(language: Language): Promise<LanguageMessages> {
  const [translation, words, terms, refusals] =
    language === 'en'
      ? await Promise.all([
          import('@fund/messages/namespaces/portal/en').then((module) => module.en),
          import('@fund/messages/namespaces/common.en').then((module) => module.common),
          import('@fund/messages/namespaces/glossary.en').then((module) => module.glossary),
          import('@fund/messages/namespaces/errors.en').then((module) => module.errors),
        ])
      : await Promise.all([
          import('@fund/messages/namespaces/portal/th').then((module) => module.th),
          import('@fund/messages/namespaces/common.th').then((module) => module.common),
          import('@fund/messages/namespaces/glossary.th').then((module) => module.glossary),
          import('@fund/messages/namespaces/errors.th').then((module) => module.errors),
        ]);
  return { translation, common: words, glossary: terms, errors: refusals };
}

/** Gives i18next a language it does not hold yet (the switch to English, say) through `loadMessages`. */
const lazyMessages: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const name = namespaces.find((known) => known === namespace) ?? 'translation';
    loadMessages(language === 'en' ? 'en' : 'th').then(
      (messages) => callback(null, messages[name]),
      (error: Error) => callback(error, false),
    );
  },
};

/**
 * The portal's i18next, holding the messages it is given (the reader's language, loaded before the first render;
 * tests give both) and loading any other language when the reader switches to it. Every text that names the company
 * reads the brand's name.
 */
export function createI18n(
  messages: Partial<Record<Language, LanguageMessages>>,
  language: Language = readStoredLanguage(),
  brand: Brand = activeBrand,
): i18n {
  const instance = i18next.createInstance();
  void instance
    .use(lazyMessages)
    .use(initReactI18next)
    .init({
      resources: messages,
      ns: [...namespaces],
      defaultNS: 'translation',
      partialBundledLanguages: true,
      lng: language,
      // Both languages hold every message (English is typed as Thai's shape), so no fallback is needed, and an
      // English reader does not download the Thai messages too.
      fallbackLng: false,
      supportedLngs: languages,
      // The given messages are in memory, so the first render can already read them.
      initAsync: false,
      interpolation: { escapeValue: false, defaultVariables: { brand: brand.name } },
    });
  // The catalogue's formats (`{{at, instant}}`, `{{day, businessDate}}`, `{{value, decimal}}`, ...), as the back
  // office and the API have them.
  addIntlFormats(instance);
  document.documentElement.lang = instance.language;
  instance.on('languageChanged', (language) => {
    storeLanguage(language);
    document.documentElement.lang = language;
  });
  return instance;
}
