import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useErrorMessage } from '../../lib/i18n/use-language.ts';

/** Spec §4/§6: a FATCA US person is denied service; the account is blocked under the onboarding policy. */
export function FatcaBlockedPage() {
  const { t } = useTranslation();
  const translateError = useErrorMessage();
  useDocumentTitle(t('questionnaires.fatca.blockedTitle'));
  return (
    <div className="card card-narrow stack">
      <p className="status-icon" aria-hidden="true">
        !
      </p>
      <h1>{t('questionnaires.fatca.blockedTitle')}</h1>
      <p>{t('questionnaires.fatca.blockedBody')}</p>
      <p role="alert">{translateError('KYC_BLOCKED')}</p>
      <p className="muted">{t('questionnaires.fatca.blockedContact')}</p>
    </div>
  );
}
