import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { SWRConfig } from 'swr';
import { ToastProvider } from '../components/toast/toast-provider.tsx';
import { createI18n, type Language } from '../lib/i18n/i18n.ts';

/** React Router 7 behaviour, as the real router opts into it. */
export const memoryRouterFuture = { v7_startTransition: true, v7_relativeSplatPath: true } as const;

/** Renders with the portal's providers and a fresh SWR cache, so no answer leaks between tests. */
export function renderWithProviders(ui: ReactNode, { language = 'th' }: { language?: Language } = {}) {
  window.localStorage.setItem('language', language);
  const i18n = createI18n();
  const result = render(
    <I18nextProvider i18n={i18n}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <ToastProvider>{ui}</ToastProvider>
      </SWRConfig>
    </I18nextProvider>,
  );
  return { ...result, i18n };
}
