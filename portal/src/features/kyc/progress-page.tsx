import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ProgressBar } from '../../components/route-progress-bar.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useLanguage } from '../../lib/i18n/use-language.ts';
import { isPhoneLike } from '../../platform/runtime.ts';
import { missingStepsOf } from '../contract/index.ts';
import { type KycProgress, type ProgressStep, submitKyc, useKycProgress } from './api.ts';
import { useTokenText } from './form-controls.tsx';
import { PhoneHandoff } from './phone-handoff.tsx';
import { actionOf, canSubmit, captionOf, firstUnfinished, pathOf, reasonsFor } from './step-status.ts';
import './kyc.css';
import { useSupportLine } from '../../lib/brand.tsx';

/** Spec screen 8: every onboarding step with its caption and action, the score, and submitting for review. */
export function ProgressPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('kyc.progress.title'));
  const { data, error, mutate } = useKycProgress();

  if (error)
    return (
      <p className="form-error" role="alert">
        {t('kyc.loadFailed')}
      </p>
    );
  if (!data) return <ProgressBar />;
  if (data.customerService) return <CustomerService />;
  return <Steps progress={data} onSubmitted={() => void mutate()} />;
}

function CustomerService() {
  const { t } = useTranslation();
  const supportLine = useSupportLine();
  return (
    <div className="stack card-narrow">
      <h1>{t('kyc.progress.juristicTitle')}</h1>
      <p>{t('kyc.progress.juristicBody')}</p>
      <p className="muted">{t('kyc.progress.hours')}</p>
      <a className="button button-primary" href={supportLine.url} target="_blank" rel="noopener noreferrer">
        {t('kyc.progress.contact', { lineId: supportLine.id })}
      </a>
    </div>
  );
}

function Steps({ progress, onSubmitted }: { progress: KycProgress; onSubmitted: () => void }) {
  const { t } = useTranslation();
  const _language = useLanguage();
  const tokenText = useTokenText();
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const kycCase = progress.case ?? null;
  const next = firstUnfinished(progress.steps);

  const submit = async () => {
    setSubmitting(true);
    setSubmitError(null);
    try {
      await submitKyc();
      onSubmitted();
    } catch (error) {
      const missing = missingStepsOf(error);
      if (error instanceof ApiError && error.code === 'KYC_STEPS_INCOMPLETE' && missing.length > 0) {
        const names = missing.map((key) => t(`kyc.progress.steps.${key}`)).join(', ');
        setSubmitError(t('kyc.progress.missingSteps', { steps: names }));
      } else {
        setSubmitError(tokenText(`api:${error instanceof ApiError ? error.code : 'INTERNAL_ERROR'}`));
      }
    } finally {
      setSubmitting(false);
    }
  };

  // Written by the catalogue's datetime format, long: "30 November 2026", the Buddhist era in Thai.
  const deadline = kycCase?.deadline;

  return (
    <div className="stack kyc-page">
      <h1>{t('kyc.progress.title')}</h1>
      <p className="lead">{t('kyc.progress.lead')}</p>
      <p className="status-code">
        {t('kyc.progress.score', { score: progress.completeness.score, max: progress.completeness.max })}
      </p>
      {kycCase?.status === 'PENDING' && (
        <section className="section-card" role="status">
          <h2>{t('kyc.progress.pendingTitle')}</h2>
          <p>{t('kyc.progress.pendingBody')}</p>
        </section>
      )}
      {kycCase?.status === 'VERIFIED' && (
        <section className="section-card" role="status">
          <h2>{t('kyc.progress.verifiedTitle')}</h2>
        </section>
      )}
      {deadline && (
        <p className="form-error" role="alert">
          {t('kyc.progress.deadline', { date: deadline })}
        </p>
      )}
      {next && (
        <Link className="button button-primary" to={pathOf(next)}>
          {t('kyc.progress.resume')}
        </Link>
      )}
      <ol className="kyc-steps">
        {progress.steps.map((step) => (
          <StepItem key={step.key} step={step} reasons={reasonsFor(step, kycCase)} />
        ))}
      </ol>
      {canSubmit(progress.steps, kycCase) && (
        <button type="button" className="button button-primary" disabled={submitting} onClick={submit}>
          {submitting ? t('kyc.progress.submitting') : t('kyc.progress.submit')}
        </button>
      )}
      {submitError && (
        <p className="form-error" role="alert">
          {submitError}
        </p>
      )}
    </div>
  );
}

function StepItem({ step, reasons }: { step: ProgressStep; reasons: string[] }) {
  const { t } = useTranslation();
  const caption = captionOf(step, reasons.length > 0);
  const action = actionOf(step);
  const name = t(`kyc.progress.steps.${step.key}`, { defaultValue: step.key });
  return (
    <li className="kyc-step section-card">
      <div className="kyc-step-head">
        <h2>{name}</h2>
        <span className={`kyc-chip kyc-chip-${caption}`}>{t(`kyc.progress.captions.${caption}`)}</span>
      </div>
      {reasons.length > 0 && (
        <div className="kyc-reasons">
          <p>{t('kyc.progress.reasons')}</p>
          <ul>
            {reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </div>
      )}
      {step.key === 'identityPhoto' && action && !isPhoneLike() && <PhoneHandoff />}
      {action && (
        <Link
          className="button button-secondary"
          to={pathOf(step)}
          aria-label={`${t(`kyc.progress.actions.${action}`)}: ${name}`}
        >
          {t(`kyc.progress.actions.${action}`)}
        </Link>
      )}
    </li>
  );
}
