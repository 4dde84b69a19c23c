import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ToastProvider } from '../components/toast/toast-provider.tsx';

interface ProvidersProps {
  i18n: i18n;
  children: ReactNode;
}

export function Providers({ i18n, children }: ProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <ToastProvider>{children}</ToastProvider>
    </I18nextProvider>
  );
}
