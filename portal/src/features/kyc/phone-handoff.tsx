import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createHandoff } from './api.ts';

/**
 * Spec screen 8: desktop users are told to take the photos on their phone, through a QR code or a link that
 * signs the phone in to the same account once (POST /kyc/handoff).
 */
export function PhoneHandoff() {
  const { t } = useTranslation();
  const [handoff, setHandoff] = useState<{ url: string; qrDataUrl: string } | null>(null);
  const [failed, setFailed] = useState(false);

  const request = useCallback(() => {
    setFailed(false);
    createHandoff()
      .then(setHandoff)
      .catch(() => setFailed(true));
  }, []);

  useEffect(request, [request]);

  return (
    <aside className="kyc-handoff" aria-label={t('kyc.handoff.title')}>
      <h3>{t('kyc.handoff.title')}</h3>
      <p className="muted">{t('kyc.handoff.body')}</p>
      {handoff && (
        <>
          <img src={handoff.qrDataUrl} alt={t('kyc.handoff.qr')} width={180} height={180} />
          <p>
            <a href={handoff.url}>{t('kyc.handoff.link')}</a>
          </p>
        </>
      )}
      {failed && (
        <p className="form-error" role="alert">
          {t('kyc.handoff.failed')}
        </p>
      )}
      <button type="button" className="button button-secondary" onClick={request}>
        {t('kyc.handoff.renew')}
      </button>
    </aside>
  );
}
