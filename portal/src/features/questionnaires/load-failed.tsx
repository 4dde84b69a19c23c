import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** A questionnaire or contract that could not be read: say so, offer to try again or go back to the steps. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="section-card stack">
      <p className="form-error" role="alert">
        {t('questionnaires.loadFailed')}
      </p>
      <div className="actions">
        <button type="button" className="button button-primary" onClick={onRetry}>
          {t('questionnaires.retry')}
        </button>
        <Link className="button button-secondary" to="/kyc">
          {t('questionnaires.backToProgress')}
        </Link>
      </div>
    </div>
  );
}
