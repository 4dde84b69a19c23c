import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { serviceWorkerState, subscribeServiceWorkerState } from './service-worker-state.ts';
import './pwa.css';

/** "A new version is ready": shown while a new service worker waits; reloading switches to it. */
export function UpdatePrompt() {
  const { t } = useTranslation();
  const { reload } = useSyncExternalStore(
    subscribeServiceWorkerState,
    serviceWorkerState,
    serviceWorkerState,
  );
  if (!reload) return null;
  return (
    <div className="update-prompt" role="status">
      <span>{t('pwa.update.ready')}</span>
      <button type="button" className="button button-primary" onClick={reload}>
        {t('pwa.update.reload')}
      </button>
    </div>
  );
}
