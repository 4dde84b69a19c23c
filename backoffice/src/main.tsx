import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { installErrorReporting } from './providers/error-reporting.ts';
import { createI18nProvider } from './providers/i18n-provider.ts';

// Errors nothing else catches are reported while the errorEndpoint flag is on.
installErrorReporting();

// The messages are bundled, so i18next is ready within the same tick; the first render waits for it.
void createI18nProvider().then((i18nProvider) =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App i18nProvider={i18nProvider} />
    </StrictMode>,
  ),
);
