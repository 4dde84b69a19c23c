import type { Language } from '@fund/domain';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminContext, memoryStore, Notification } from 'react-admin';
import { createDataProvider } from '../providers/data-provider.ts';
import { createHttpClient } from '../providers/http-client.ts';
import { createI18nProvider, languageStorageKey } from '../providers/i18n-provider.ts';
import { toLanguage } from '../providers/language.ts';

/** Renders a screen with the real data and i18n providers; only `fetch` is stubbed by the test. */
export function renderInAdmin(ui: ReactNode, language: Language = 'th') {
  localStorage.setItem(languageStorageKey, language);
  const i18nProvider = createI18nProvider();
  const dataProvider = createDataProvider(createHttpClient(() => toLanguage(i18nProvider.getLocale())));
  return render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
      {ui}
      <Notification />
    </AdminContext>,
  );
}
