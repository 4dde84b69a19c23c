import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { installErrorReporting } from './providers/error-reporting.ts';

// Errors nothing else catches are reported while the errorEndpoint flag is on.
installErrorReporting();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
