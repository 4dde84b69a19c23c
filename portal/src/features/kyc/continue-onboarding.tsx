import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useKycProgress } from './api.ts';
import { canSubmit, firstUnfinished, pathOf } from './step-status.ts';
import './kyc.css';

/**
 * "Continue account opening" with the one step to do next, for an investor whose onboarding is not finished:
 * the home page and the empty overview lead there instead of a bare welcome. Nothing once they may invest.
 */
export function ContinueOnboarding() {
  const { t } = useTranslation();
  const { data } = useKycProgress();
  if (!data || data.readyToInvest || data.customerService) return null;
  const next = firstUnfinished(data.steps);
  const kycCase = data.case ?? null;

  if (!next && !canSubmit(data.steps, kycCase)) {
    if (kycCase?.status !== 'PENDING') return null;
    return (
      <section className="card stack continue-onboarding" role="status">
        <h2>{t('home.reviewTitle')}</h2>
        <p>{t('home.reviewBody')}</p>
      </section>
    );
  }
  const step = next
    ? t(`kyc.progress.steps.${next.key}`, { defaultValue: next.key })
    : t('kyc.progress.submit');
  return (
    <section className="card stack continue-onboarding" aria-labelledby="continue-onboarding-title">
      <h2 id="continue-onboarding-title">{t('home.continueTitle')}</h2>
      <p>{t('home.continueBody', { step })}</p>
      <p className="muted">
        {t('home.continueProgress', { score: data.completeness.score, max: data.completeness.max })}
      </p>
      <div className="actions">
        <Link className="button button-primary" to={next ? pathOf(next) : '/kyc'}>
          {t('home.continueAction', { step })}
        </Link>
        <Link className="button button-secondary" to="/kyc">
          {t('home.allSteps')}
        </Link>
      </div>
    </section>
  );
}
