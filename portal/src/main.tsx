import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createAppRouter } from './app/app.tsx';
import { createI18n } from './lib/i18n/i18n.ts';
import './app/styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App i18n={createI18n()} router={createAppRouter()} />
  </StrictMode>,
);
