import { bangkokDate } from '@fund/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ProgressBar } from '../../components/route-progress-bar.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useLanguage } from '../../lib/i18n/use-language.ts';
import { type SuitabilityResult, useSuitabilityResult } from './api.ts';
import { LoadFailed } from './load-failed.tsx';
import { suitabilityDraftKey } from './suitability-page.tsx';

/** DD/MM/YYYY of an instant in Asia/Bangkok (spec §9 date format). */
function displayDate(iso: string): string {
  const [year, month, day] = bangkokDate(new Date(iso)).split('-');
  return `${day}/${month}/${year}`;
}

/** Spec §3 "Suitability result": type, score, suggested share, funds, the brand's text and the adviser note. */
export function SuitabilityResultPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('questionnaires.result.title'));
  const { data, error, mutate } = useSuitabilityResult();
  // A failed refresh keeps the result already shown (it was just saved); only a first load that fails says so.
  if (data === undefined) return error ? <LoadFailed onRetry={() => void mutate()} /> : <ProgressBar />;
  if (data === null) {
    return (
      <div className="section-card stack">
        <h1>{t('questionnaires.result.title')}</h1>
        <p role="alert">{t('questionnaires.result.notDone')}</p>
        <div className="actions">
          <Link className="button button-primary" to="/kyc/suitability">
            {t('questionnaires.result.start')}
          </Link>
        </div>
      </div>
    );
  }
  return <ResultView result={data} />;
}

function ResultView({ result }: { result: SuitabilityResult }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { minPercent, maxPercent } = result.suggestedShare;
  const retake = () => {
    try {
      window.sessionStorage.removeItem(suitabilityDraftKey);
    } catch {
      // Nothing kept, nothing to clear.
    }
  };
  return (
    <div className="stack">
      <h1>{t('questionnaires.result.title')}</h1>
      <section className="section-card stack" aria-label={t('questionnaires.result.title')}>
        <dl className="result-figures">
          <div>
            <dt>{t('questionnaires.result.riskType')}</dt>
            <dd>{result.investType[language]}</dd>
          </div>
          <div>
            <dt>{t('questionnaires.result.score')}</dt>
            <dd>
              {t('questionnaires.result.scoreValue', {
                score: result.score,
                min: result.minScore,
                max: result.maxScore,
              })}
            </dd>
          </div>
          <div>
            <dt>{t('questionnaires.result.suggestedShare')}</dt>
            <dd>
              {maxPercent === null
                ? t('questionnaires.result.shareOpen', { min: minPercent })
                : t('questionnaires.result.shareRange', { min: minPercent, max: maxPercent })}
            </dd>
          </div>
        </dl>
        <p>{result.investInfo[language]}</p>
        <p>{result.recommendation[language]}</p>
      </section>
      <section className="section-card" aria-labelledby="suitability-funds">
        <h2 id="suitability-funds">{t('questionnaires.result.funds')}</h2>
        <ul>
          {result.funds.map((fund) => (
            <li key={fund.code}>
              {fund.name[language]} ({fund.code})
            </li>
          ))}
        </ul>
      </section>
      <p className="muted">{result.adviserNote[language]}</p>
      <p>{t('questionnaires.result.expires', { date: displayDate(result.expiresAt) })}</p>
      <div className="actions">
        <Link className="button button-secondary" to="/kyc/suitability" onClick={retake}>
          {t('questionnaires.result.retake')}
        </Link>
        <Link className="button button-primary" to="/kyc">
          {t('questionnaires.backToProgress')}
        </Link>
      </div>
    </div>
  );
}
