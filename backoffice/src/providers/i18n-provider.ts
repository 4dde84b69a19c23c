import type { Brand, Language } from '@fund/domain';
import { createInstance, type Resource } from 'i18next';
import { getI18nProvider } from 'ra-i18n-i18next';
import englishMessages from 'ra-language-english';
import { type I18nProvider, mergeTranslations } from 'react-admin';
import { reasonDialogMessages } from '../components/reason-dialog.tsx';
import { layoutMessages } from '../layout/messages.ts';
import { appSettingsMessages } from '../resources/app-settings/messages.ts';
import { auditLogMessages } from '../resources/audit-log/messages.ts';
import { changeRequestsMessages } from '../resources/change-requests/messages.ts';
import { clientErrorsMessages } from '../resources/client-errors/messages.ts';
import { depositsMessages } from '../resources/deposits/messages.ts';
import { featureFlagsMessages } from '../resources/feature-flags/messages.ts';
import { fxRatesMessages } from '../resources/fx-rates/messages.ts';
import { holidaysMessages } from '../resources/holidays/messages.ts';
import { inboxMessages } from '../resources/inbox/messages.ts';
import { juristicAccountsMessages } from '../resources/juristic-accounts/messages.ts';
import { kycCasesMessages } from '../resources/kyc-cases/messages.ts';
import { navsMessages } from '../resources/navs/messages.ts';
import { ordersMessages } from '../resources/orders/messages.ts';
import { outboxMessages } from '../resources/outbox/messages.ts';
import { payoutBatchesMessages } from '../resources/payout-batches/messages.ts';
import { payoutsMessages } from '../resources/payouts/messages.ts';
import { reconciliationsMessages } from '../resources/reconciliations/messages.ts';
import { settlementsMessages } from '../resources/settlements/messages.ts';
import { statementRunsMessages } from '../resources/statement-runs/messages.ts';
import { strategiesMessages } from '../resources/strategies/messages.ts';
import { tiersMessages } from '../resources/tiers/messages.ts';
import { usersMessages } from '../resources/users/messages.ts';
import { activeBrand, brandMessages } from './brand.ts';
import { languages, toLanguage } from './language.ts';
import { raThaiMessages } from './thai-messages.ts';

export const languageStorageKey = 'language';

const appMessages = [
  layoutMessages,
  appSettingsMessages,
  featureFlagsMessages,
  inboxMessages,
  usersMessages,
  auditLogMessages,
  clientErrorsMessages,
  outboxMessages,
  holidaysMessages,
  kycCasesMessages,
  ordersMessages,
  navsMessages,
  fxRatesMessages,
  settlementsMessages,
  strategiesMessages,
  reasonDialogMessages,
  depositsMessages,
  payoutsMessages,
  payoutBatchesMessages,
  reconciliationsMessages,
  statementRunsMessages,
  changeRequestsMessages,
  juristicAccountsMessages,
  tiersMessages,
];

type Messages = { [key: string]: string | Messages };

/**
 * react-admin's English messages in i18next's form: `%{name}` becomes `{{name}}`, and `singular |||| plural` becomes
 * `key_one` and `key_other`. What `ra-i18n-i18next`'s `convertRaTranslationsToI18next` does, without the copy of
 * lodash's `clone` it brings, which alone would take the login page over its download budget.
 */
export function toI18nextMessages(messages: Messages): Messages {
  const converted: Messages = {};
  const values = (text: string) => text.replace(/%\{([\w-]*)\}/g, '{{$1}}');
  for (const [key, value] of Object.entries(messages)) {
    if (typeof value !== 'string') converted[key] = toI18nextMessages(value);
    else if (!value.includes(' |||| ')) converted[key] = values(value);
    else {
      const [one = '', other = ''] = value.split(' |||| ');
      converted[`${key}_one`] = values(one);
      converted[`${key}_other`] = values(other);
    }
  }
  return converted;
}

/**
 * One i18next resource per language: react-admin's own messages (English converted from polyglot's form,
 * Thai written in i18next's form), then the back office's, which win where they overlap.
 */
function resourcesFor(brand: Brand): Resource {
  const own = (language: Language) =>
    [...appMessages, brandMessages(brand)].map((messages) => messages[language]);
  return {
    th: { translation: mergeTranslations(raThaiMessages, ...own('th')) },
    en: { translation: mergeTranslations(toI18nextMessages(englishMessages as Messages), ...own('en')) },
  };
}

/**
 * Thai first, English second, on i18next (`ra-i18n-i18next`). The choice is kept under `language` in localStorage
 * and mirrored on `<html lang>` so the browser picks Thai line breaking and fonts. A Thai message missing falls
 * back to English, never to the raw key.
 */
export async function createI18nProvider(
  storage: Storage = localStorage,
  brand: Brand = activeBrand,
): Promise<I18nProvider> {
  const initial = toLanguage(storage.getItem(languageStorageKey));
  const provider = await getI18nProvider(
    createInstance(),
    {
      resources: resourcesFor(brand),
      lng: initial,
      fallbackLng: 'en',
      supportedLngs: languages.map(({ locale }) => locale),
      // Problem messages arrive already translated and are passed to `translate` as keys: a colon in one is text,
      // not a namespace, and a missing key is printed as given.
      nsSeparator: false,
      // React escapes what it renders; escaping here too would show `&amp;` in a name.
      interpolation: { escapeValue: false },
      // The messages are bundled, so the instance is ready at once.
      initAsync: false,
    },
    languages,
  );
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
