import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnline } from './use-online.ts';
import './pwa.css';

/**
 * Covers the page while the device has no network. The app itself comes from the service worker's cache, but
 * figures, orders and personal data always come from the API, never from a cache: rather than stale numbers or
 * failing buttons, the investor reads why and the page comes back by itself when the network returns. The page
 * stays mounted beneath, so nothing typed is lost.
 */
export function OfflineScreen() {
  const online = useOnline();
  if (online) return null;
  return <OfflineNotice />;
}

function OfflineNotice() {
  const { t } = useTranslation();
  const titleId = useId();
  const leadId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  useEffect(() => dialog.current?.focus(), []);
  return (
    <div
      ref={dialog}
      className="offline-screen"
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={leadId}
      tabIndex={-1}
    >
      <div className="offline-card">
        <h1 id={titleId}>{t('pwa.offline.title')}</h1>
        <p id={leadId}>{t('pwa.offline.lead')}</p>
        <button type="button" className="button button-primary" onClick={() => window.location.reload()}>
          {t('pwa.offline.retry')}
        </button>
      </div>
    </div>
  );
}
