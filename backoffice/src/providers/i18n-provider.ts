import type { Brand, Language } from '@fund/domain';
import { addIntlFormats } from '@fund/messages/i18n';
import { type BackendModule, createInstance } from 'i18next';
import { getI18nProvider } from 'ra-i18n-i18next';
import type { I18nProvider } from 'react-admin';
import { activeBrand } from './brand.ts';
import { languages, toLanguage } from './language.ts';

export const languageStorageKey = 'language';

/**
 * The back office's namespaces of the message catalogue: its own screens, react-admin's messages, and those its
 * screens quote rather than repeat (`$t(kyc.currentAddress, {"ns": "common"})`): `common` (the words the portal
 * reads too), `glossary` (an order's kind and stage) and `errors` (the API's own message for a refusal).
 */
const namespaces = ['backoffice', 'react-admin', 'common', 'glossary', 'errors'] as const;
type Namespace = (typeof namespaces)[number];

/**
 * One language's messages from the catalogue (`@fund/messages`), fetched when first needed: a staff member
 * downloads the language they read, not both.
 */
export async function loadMessages(language: Language): Promise<Record<Namespace, object>> {
  const [backoffice, reactAdmin, common, glossary, errors] =
    language === 'en'
      ? await Promise.all([
          import('@fund/messages/namespaces/backoffice/en'),
          import('@fund/messages/namespaces/react-admin.en'),
          import('@fund/messages/namespaces/common.en'),
          import('@fund/messages/namespaces/glossary.en'),
          import('@fund/messages/namespaces/errors.en'),
        ])
      : await Promise.all([
          import('@fund/messages/namespaces/backoffice/th'),
          import('@fund/messages/namespaces/react-admin.th'),
          import('@fund/messages/namespaces/common.th'),
          import('@fund/messages/namespaces/glossary.th'),
          import('@fund/messages/namespaces/errors.th'),
        ]);
  return {
    backoffice: backoffice.backoffice,
    'react-admin': reactAdmin.reactAdmin,
    common: common.common,
    glossary: glossary.glossary,
    errors: errors.errors,
  };
}

/** Gives i18next a language it does not hold yet (the switch to English, say) through `loadMessages`. */
const lazyMessages: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    loadMessages(toLanguage(language)).then(
      (messages) => callback(null, messages[namespace as Namespace] as never),
      (error: Error) => callback(error, false),
    );
  },
};

/**
 * Thai first, English second, on i18next (`ra-i18n-i18next`), from the message catalogue's `backoffice` and
 * `react-admin` namespaces: a key the back office does not have is react-admin's. The choice is kept under
 * `language` in localStorage and mirrored on `<html lang>` so the browser picks Thai line breaking and fonts.
 * Counts pick their plural form and `{{value, number}}` / `{{value, datetime}}` format through Intl in the reader's
 * language; every text that names the company reads the brand's name.
 */
export async function createI18nProvider(
  storage: Storage = localStorage,
  brand: Brand = activeBrand,
): Promise<I18nProvider> {
  const initial = toLanguage(storage.getItem(languageStorageKey));
  const instance = createInstance().use(lazyMessages);
  const provider = await getI18nProvider(
    instance,
    {
      resources: { [initial]: await loadMessages(initial) },
      partialBundledLanguages: true,
      lng: initial,
      // Both languages hold every message (English is typed as Thai's shape), so none falls back to the other.
      fallbackLng: false,
      supportedLngs: languages.map(({ locale }) => locale),
      ns: namespaces,
      defaultNS: 'backoffice',
      fallbackNS: 'react-admin',
      // Problem messages arrive already translated and are passed to `translate` as keys: a colon in one is text,
      // not a namespace, and a missing key is printed as given.
      nsSeparator: false,
      // React escapes what it renders; escaping here too would show `&amp;` in a name.
      interpolation: { escapeValue: false, defaultVariables: { brand: brand.name } },
      // The reader's language is in memory, so the instance is ready at once.
      initAsync: false,
    },
    languages,
  );
  addIntlFormats(instance);
  document.documentElement.lang = initial;
  return {
    ...provider,
    changeLocale: async (locale, options) => {
      const language = toLanguage(locale);
      await provider.changeLocale(language, options);
      storage.setItem(languageStorageKey, language);
      document.documentElement.lang = language;
    },
  };
}
