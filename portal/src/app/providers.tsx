import type { Brand } from '@fund/domain';
import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { GlobalLoadingProvider } from '../components/global-loading/global-loading.tsx';
import { InterestPopupProvider } from '../components/interest-popup/interest-popup.tsx';
import { ToastProvider } from '../components/toast/toast-provider.tsx';
import { InterestForm } from '../features/interest/interest-form.tsx';
import { activeBrand, BrandContext } from '../lib/brand.tsx';
import { SessionProvider } from '../lib/session/session-provider.tsx';

interface ProvidersProps {
  i18n: i18n;
  /** Tests pass a fresh cache so no answer leaks between them. */
  swr?: SWRConfiguration;
  /** The brand the screens name: the one built for, unless a test renders the other. */
  brand?: Brand;
  children: ReactNode;
}

export function Providers({ i18n, swr, brand = activeBrand, children }: ProvidersProps) {
  return (
    <BrandContext.Provider value={brand}>
      <I18nextProvider i18n={i18n}>
        <SWRConfig value={swr ?? {}}>
          <ToastProvider>
            <SessionProvider>
              <GlobalLoadingProvider>
                <InterestPopupProvider content={<InterestForm />}>{children}</InterestPopupProvider>
              </GlobalLoadingProvider>
            </SessionProvider>
          </ToastProvider>
        </SWRConfig>
      </I18nextProvider>
    </BrandContext.Provider>
  );
}
