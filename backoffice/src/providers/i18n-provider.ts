import type { Brand, Language } from '@fund/domain';
import polyglotI18nProvider from 'ra-i18n-polyglot';
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
  tiersMessages,
];

function messagesFor(language: Language, brand: Brand) {
  const own = [...appMessages, brandMessages(brand)].map((messages) => messages[language]);
  return language === 'th'
    ? mergeTranslations(englishMessages, raThaiMessages, ...own)
    : mergeTranslations(englishMessages, ...own);
}

/**
 * Thai first, English second. The choice is kept under `language` in localStorage and mirrored on
 * `<html lang>` so the browser picks Thai line breaking and fonts.
 */
export function createI18nProvider(
  storage: Storage = localStorage,
  brand: Brand = activeBrand,
): I18nProvider {
  const initial = toLanguage(storage.getItem(languageStorageKey));
  // Problem messages arrive already translated and are passed to `translate` as keys, so a missing key is
  // expected and printed as given.
  const polyglot = polyglotI18nProvider(
    (locale) => messagesFor(toLanguage(locale), brand),
    initial,
    languages,
    {
      allowMissing: true,
    },
  );
  document.documentElement.lang = initial;
  return {
    ...polyglot,
    changeLocale: async (locale, options) => {
      const language = toLanguage(locale);
      await polyglot.changeLocale(language, options);
      storage.setItem(languageStorageKey, language);
      document.documentElement.lang = language;
    },
  };
}
