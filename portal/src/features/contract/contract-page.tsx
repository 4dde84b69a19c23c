import { type AgreementKey, agreementKeys, errorMessage, isErrorCode } from '@fund/domain';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FormError } from '../../components/form/fields.tsx';
import { ProgressBar } from '../../components/route-progress-bar.tsx';
import { useToast } from '../../components/toast/toast-provider.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useFeatureFlags } from '../../lib/feature-flags.ts';
import { useErrorMessage, useLanguage } from '../../lib/i18n/use-language.ts';
import { AgreementBox } from './agreement-box.tsx';
import {
  type ContractState,
  missingStepsOf,
  type SignedContract,
  signContract,
  signedContractHref,
  useContract,
} from './api.ts';

/** The page of each step the contract may wait for; the steps another screen owns start from the progress page. */
const stepPath: Record<string, string> = {
  suitability: '/kyc/suitability',
  fatca: '/kyc/fatca',
  aml: '/kyc/aml',
  edd: '/kyc/edd',
};

const knownSteps = [
  'emailVerification',
  'identityPhoto',
  'identityData',
  'personalInfo',
  'bankAccount',
  'suitability',
  'fatca',
  'aml',
  'edd',
  'contract',
];

/** Spec screen 15: the three agreements, each read to its end and accepted, then signed. */
export function ContractPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('questionnaires.contract.title'));
  const { data, error, mutate } = useContract();
  if (error) {
    return (
      <div className="section-card stack">
        <p className="form-error" role="alert">
          {t('questionnaires.loadFailed')}
        </p>
        <button type="button" className="button button-primary" onClick={() => void mutate()}>
          {t('questionnaires.retry')}
        </button>
      </div>
    );
  }
  if (!data) return <ProgressBar />;
  if (data.signed) return <SignedView signed={data.signed} />;
  return <ContractForm contract={data} onChanged={() => void mutate()} />;
}

function SignedView({ signed }: { signed: SignedContract }) {
  const { t } = useTranslation();
  const translateError = useErrorMessage();
  // Spec §9 viewSignedContract: the link is offered only while the API serves the PDF.
  const viewable = useFeatureFlags().data?.flags?.viewSignedContract !== false;
  const _language = useLanguage();
  return (
    <div className="section-card stack">
      <h1>{t('questionnaires.contract.signedTitle')}</h1>
      <p>{t('questionnaires.contract.signedDetails', { version: signed.version, time: signed.signedAt })}</p>
      <div className="actions">
        {viewable ? (
          <a className="button button-primary" href={signedContractHref} target="_blank" rel="noopener">
            {t('questionnaires.contract.viewSigned')}
          </a>
        ) : (
          <p className="muted">{translateError('CONTRACT_VIEW_DISABLED')}</p>
        )}
        <Link className="button button-secondary" to="/kyc">
          {t('questionnaires.backToProgress')}
        </Link>
      </div>
    </div>
  );
}

function MissingSteps({ steps }: { steps: string[] }) {
  const { t } = useTranslation();
  return (
    <section className="section-card missing-steps" role="alert" aria-labelledby="contract-missing">
      <h2 id="contract-missing">{t('questionnaires.contract.incompleteTitle')}</h2>
      <ul>
        {steps.map((step) => (
          <li key={step}>
            <Link to={stepPath[step] ?? '/kyc'}>
              {knownSteps.includes(step) ? t(`questionnaires.steps.${step}`) : step}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function ContractForm({ contract, onChanged }: { contract: ContractState; onChanged: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { showToast } = useToast();
  const [read, setRead] = useState<Partial<Record<AgreementKey, boolean>>>({});
  const [accepted, setAccepted] = useState<Partial<Record<AgreementKey, boolean>>>({});
  const [refusedSteps, setRefusedSteps] = useState<string[]>([]);
  // The steps the last refusal named, else those the contract state lists while it cannot be signed.
  const missing = refusedSteps.length > 0 ? refusedSteps : contract.canSign ? [] : contract.missingSteps;
  const [formError, setFormError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const allAccepted = agreementKeys.every((key) => accepted[key]);
  const markRead = useCallback(
    (key: AgreementKey) => setRead((current) => ({ ...current, [key]: true })),
    [],
  );

  const errorText = (code: string) =>
    isErrorCode(code) ? errorMessage(code, language) : t(`questionnaires.contract.errors.${code}`);

  async function sign() {
    setSubmitting(true);
    setFormError(undefined);
    try {
      await signContract(contract.version);
      showToast({ kind: 'success', message: t('questionnaires.contract.signed') });
      onChanged();
    } catch (failure) {
      const code = failure instanceof ApiError ? failure.code : 'INTERNAL_ERROR';
      if (code === 'KYC_STEPS_INCOMPLETE') {
        setRefusedSteps(missingStepsOf(failure));
        // Without a list in the answer, the contract state is read again for its missing steps.
        onChanged();
      }
      setFormError(
        ['KYC_STEPS_INCOMPLETE', 'KYC_CONTRACT_ALREADY_SIGNED', 'KYC_CONTRACT_VERSION_STALE'].includes(code)
          ? errorText(code)
          : errorMessage(isErrorCode(code) ? code : 'INTERNAL_ERROR', language),
      );
      if (code === 'KYC_CONTRACT_ALREADY_SIGNED' || code === 'KYC_CONTRACT_VERSION_STALE') {
        setRead({});
        setAccepted({});
        onChanged();
      }
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <div className="stack">
      <header>
        <h1>{t('questionnaires.contract.title')}</h1>
        <p className="muted">{t('questionnaires.contract.intro')}</p>
      </header>
      {missing.length > 0 && <MissingSteps steps={missing} />}
      {contract.agreements.map((agreement) => (
        <AgreementBox
          key={agreement.key}
          agreement={agreement}
          readToEnd={read[agreement.key] === true}
          accepted={accepted[agreement.key] === true}
          onReadToEnd={markRead}
          onAccept={(value) => setAccepted((current) => ({ ...current, [agreement.key]: value }))}
        />
      ))}
      <FormError message={formError} />
      <div className="actions">
        <button
          type="button"
          className="button button-primary"
          disabled={!allAccepted || submitting}
          onClick={() => void sign()}
        >
          {t('questionnaires.contract.sign')}
        </button>
      </div>
    </div>
  );
}
