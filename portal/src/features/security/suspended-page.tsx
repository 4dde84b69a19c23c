import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSupportLine } from '../../lib/brand.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';

/** Where the security-locked check sends a locked account (spec §2, /suspended). */
export function SuspendedPage() {
  const { t } = useTranslation();
  const supportLine = useSupportLine();
  useDocumentTitle(t('suspended.title'));
  return (
    <section className="card card-narrow">
      <div className="status-icon" aria-hidden="true">
        !
      </div>
      <h1>{t('suspended.title')}</h1>
      <p>{t('suspended.body')}</p>
      <p>{t('suspended.recovery')}</p>
      <p className="muted">{t('suspended.hours')}</p>
      <div className="actions">
        <a className="button button-primary" href={supportLine.url} target="_blank" rel="noopener noreferrer">
          {t('suspended.contact', { lineId: supportLine.id })}
        </a>
        <Link className="button button-secondary" to="/auth/account-recovery">
          {t('suspended.recoveryLink')}
        </Link>
      </div>
    </section>
  );
}
