import { errorMessage, isThaiNationalId, normaliseNationalId } from '@fund/domain';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { mutate } from 'swr';
import { FormError, TextField } from '../../components/form/fields.tsx';
import { ProgressBar } from '../../components/route-progress-bar.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useLanguage } from '../../lib/i18n/use-language.ts';
import { progressKey } from './api.ts';
import { FormSection } from './form-controls.tsx';
import { type NdidRequest, startNdidRequest, useNdidIdentityProviders, useNdidRequest } from './ndid-api.ts';

/**
 * The open request's id is kept for the browser tab: on a phone the investor leaves for the bank's app, and the
 * page coming back reloaded must still be waiting for that request.
 */
const storageKey = 'ndidRequestId';
export const openNdidRequestId = () => window.sessionStorage.getItem(storageKey);
const keepRequestId = (id: string | null) =>
  id === null ? window.sessionStorage.removeItem(storageKey) : window.sessionStorage.setItem(storageKey, id);
const forgetRequest = () => keepRequestId(null);

/**
 * The NDID route of the identity step (flag `ndid`): the investor picks a bank, approves the request in that bank's
 * app within 60 minutes, and the bank's verified identity fills the step. `onBack` returns to the card photos.
 */
export function NdidVerification({ onBack }: { onBack: () => void }) {
  const [requestId, setRequestId] = useState<string | null>(openNdidRequestId);
  const [started, setStarted] = useState<NdidRequest | undefined>(undefined);
  const choose = (id: string | null) => {
    keepRequestId(id);
    setRequestId(id);
  };
  const back = () => {
    forgetRequest();
    onBack();
  };
  if (requestId)
    return <NdidWaiting id={requestId} start={started} onRestart={() => choose(null)} onBack={back} />;
  return (
    <NdidStart
      onStarted={(request) => {
        setStarted(request);
        choose(request.id);
      }}
      onBack={back}
    />
  );
}

function NdidStart({ onStarted, onBack }: { onStarted: (r: NdidRequest) => void; onBack: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const providers = useNdidIdentityProviders();
  const [idpId, setIdpId] = useState('');
  const [nationalId, setNationalId] = useState('');
  const [errors, setErrors] = useState<{ idpId?: string; nationalId?: string; form?: string }>({});
  const [sending, setSending] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      ...(isThaiNationalId(normaliseNationalId(nationalId))
        ? {}
        : { nationalId: errorMessage('KYC_NATIONAL_ID_INVALID', language) }),
      ...(idpId ? {} : { idpId: t('kyc.identity.ndid.pickBank') }),
    };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    try {
      onStarted(await startNdidRequest({ idpId, nationalId }));
    } catch (error) {
      setErrors({ form: errorMessage(error instanceof ApiError ? error.code : 'UNKNOWN', language) });
    } finally {
      setSending(false);
    }
  };

  return (
    <FormSection title={t('kyc.identity.ndid.title')}>
      <p className="muted">{t('kyc.identity.ndid.lead')}</p>
      {providers.error && <FormError message={t('kyc.loadFailed')} />}
      {!providers.data && !providers.error && <ProgressBar />}
      <form className="form" noValidate onSubmit={onSubmit}>
        <TextField
          name="ndidNationalId"
          label={t('kyc.identity.nationalId')}
          value={nationalId}
          onChange={(event) => setNationalId(event.target.value)}
          error={errors.nationalId}
          inputMode="numeric"
          autoComplete="off"
          maxLength={17}
        />
        <fieldset
          className="field ndid-banks"
          aria-describedby={errors.idpId ? 'ndid-bank-error' : undefined}
        >
          <legend>{t('kyc.identity.ndid.bank')}</legend>
          {providers.data?.providers.map((idp) => (
            <label key={idp.id} className="ndid-bank">
              <input
                type="radio"
                name="idpId"
                value={idp.id}
                checked={idpId === idp.id}
                onChange={() => setIdpId(idp.id)}
              />
              {language === 'th' ? idp.nameTh : idp.nameEn}
            </label>
          ))}
          {errors.idpId && (
            <small id="ndid-bank-error" className="field-error">
              {errors.idpId}
            </small>
          )}
        </fieldset>
        <FormError message={errors.form} />
        <button type="submit" className="button button-primary" disabled={sending}>
          {sending ? t('kyc.saving') : t('kyc.identity.ndid.send')}
        </button>
        <button type="button" className="button button-secondary" onClick={onBack}>
          {t('kyc.identity.ndid.usePhotos')}
        </button>
      </form>
    </FormSection>
  );
}

const clockText = (seconds: number) =>
  `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;

/** Counts down from the API's `secondsLeft`, set again on every poll so the screen follows the server's clock. */
function useCountdown(secondsLeft: number) {
  const [left, setLeft] = useState(secondsLeft);
  useEffect(() => setLeft(secondsLeft), [secondsLeft]);
  useEffect(() => {
    const timer = window.setInterval(() => setLeft((s) => Math.max(0, s - 1)), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return left;
}

function NdidWaiting({
  id,
  start,
  onRestart,
  onBack,
}: {
  id: string;
  start: NdidRequest | undefined;
  onRestart: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const { data, error } = useNdidRequest(id);
  const current = data ?? start;
  const left = useCountdown(current?.secondsLeft ?? 0);
  const bank = current?.idp ? (language === 'th' ? current.idp.nameTh : current.idp.nameEn) : '';
  const status = current?.status;
  // A stored request that is not the investor's any more (another sign-in in this tab) starts over.
  const gone = !current && error instanceof ApiError && error.status === 404;

  useEffect(() => {
    if (status === 'APPROVED') void mutate(progressKey);
    // An ended request is not resumed after a reload: the result shown now is the last word on it.
    if (status && status !== 'PENDING') forgetRequest();
  }, [status]);
  useEffect(() => {
    if (gone) onRestart();
  }, [gone, onRestart]);

  if (!current) return <ProgressBar />;

  const again = (
    <div className="stack">
      <button type="button" className="button button-primary" onClick={onRestart}>
        {t('kyc.identity.ndid.tryAgain')}
      </button>
      <button type="button" className="button button-secondary" onClick={onBack}>
        {t('kyc.identity.ndid.usePhotos')}
      </button>
    </div>
  );

  if (current.status === 'APPROVED')
    return (
      <FormSection title={t('kyc.identity.ndid.approvedTitle')}>
        <p role="status">{t('kyc.identity.ndid.approved', { bank })}</p>
        <button type="button" className="button button-primary" onClick={() => navigate('/kyc/general')}>
          {t('kyc.identity.next')}
        </button>
      </FormSection>
    );
  if (current.status === 'REJECTED' || current.status === 'TIMED_OUT') {
    const rejected = current.status === 'REJECTED';
    return (
      <FormSection
        title={t(rejected ? 'kyc.identity.ndid.rejectedTitle' : 'kyc.identity.ndid.timedOutTitle')}
      >
        <p role="alert">
          {t(rejected ? 'kyc.identity.ndid.rejected' : 'kyc.identity.ndid.timedOut', { bank })}
        </p>
        {again}
      </FormSection>
    );
  }
  const refused = error instanceof ApiError ? error.code : null;
  return (
    <FormSection title={t('kyc.identity.ndid.waitingTitle')}>
      <p>{t('kyc.identity.ndid.waitingLead', { bank })}</p>
      <p className="ndid-reference">
        {t('kyc.identity.ndid.reference')} <strong>{current.referenceCode}</strong>
      </p>
      <ol className="ndid-steps">
        <li>{t('kyc.identity.ndid.step1', { bank })}</li>
        <li>{t('kyc.identity.ndid.step2', { code: current.referenceCode })}</li>
        <li>{t('kyc.identity.ndid.step3')}</li>
      </ol>
      <p>
        {t('kyc.identity.ndid.timeLeft')} <strong role="timer">{clockText(left)}</strong>
      </p>
      {refused && <FormError message={errorMessage(refused, language)} />}
      {refused ? (
        again
      ) : (
        <button type="button" className="button button-secondary" onClick={onBack}>
          {t('kyc.identity.ndid.usePhotos')}
        </button>
      )}
    </FormSection>
  );
}
