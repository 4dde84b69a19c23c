import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createAppRouter } from './app/app.tsx';
import { activeBrand } from './lib/brand.tsx';
import { installErrorReporting } from './lib/error-reporting.ts';
import { createI18n, loadMessages, readStoredLanguage } from './lib/i18n/i18n.ts';
import './app/styles.css';

// Errors nothing else catches are reported while the errorEndpoint flag is on.
installErrorReporting();

// The page is named after the brand it is built for (`VITE_BRAND`) until a screen names itself.
document.title = activeBrand.name;

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The reader's language first (its namespaces fetched together, beside the app's own), then the first render reads
// it at once.
const language = readStoredLanguage();
void loadMessages(language).then((messages) => {
  createRoot(root).render(
    <StrictMode>
      <App i18n={createI18n({ [language]: messages }, language)} router={createAppRouter()} />
    </StrictMode>,
  );
});
