import { errorMessage, kycForms } from '@fund/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { CheckboxField, FormError, TextField } from '../../components/form/fields.tsx';
import { ProgressBar } from '../../components/route-progress-bar.tsx';
import { useToast } from '../../components/toast/toast-provider.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useFeatureFlags } from '../../lib/feature-flags.ts';
import { useLanguage } from '../../lib/i18n/use-language.ts';
import { isPhoneLike } from '../../platform/runtime.ts';
import { type FormAnswer, type ProgressStep, useKycProgress } from './api.ts';
import { FormSection, SelectField, useErrorText } from './form-controls.tsx';
import { checkIdentity, identityBodyOf, identityFields, isoToForm } from './identity-rules.ts';
import { NdidVerification, openNdidRequestId } from './ndid-verification.tsx';
import { PhoneHandoff } from './phone-handoff.tsx';
import { PhotoUpload } from './photo-upload.tsx';
import { type FieldErrors, fieldErrorsOf, textOf, useKycForm } from './use-kyc-form.ts';
import './kyc.css';

function fromAnswer(answer: FormAnswer<'/kyc/identity'>) {
  if (answer.draft) return answer.draft;
  if (!answer.saved) return {};
  return {
    ...answer.saved,
    birthDate: isoToForm(answer.saved.birthDate),
    idExpiry: isoToForm(answer.saved.idExpiry) ?? '',
  };
}

/** Spec screens 8-9: the ID card and selfie photos, then the identity data checked with DOPA and liveness. */
export function IdentityPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('kyc.identity.title'));
  const progress = useKycProgress();
  const form = useKycForm('/kyc/identity', identityFields, fromAnswer);
  // The NDID route is offered beside the photos only while its flag is on (a missing flag counts as off).
  const ndidOffered = useFeatureFlags().data?.flags?.ndid === true;
  // A request left open in this tab (the investor went to the bank's app) is resumed.
  const [route, setRoute] = useState<'photo' | 'ndid'>(() => (openNdidRequestId() ? 'ndid' : 'photo'));

  if (form.loadError || progress.error)
    return (
      <p className="form-error" role="alert">
        {t('kyc.loadFailed')}
      </p>
    );
  if (!form.answer || !progress.data) return <ProgressBar />;
  const photoStep = progress.data.steps.find((step) => step.key === 'identityPhoto');
  return (
    <div className="stack kyc-page">
      <h1>{t('kyc.identity.title')}</h1>
      <Link to="/kyc">{t('kyc.backToProgress')}</Link>
      {ndidOffered && <RouteChoice route={route} onChange={setRoute} />}
      {ndidOffered && route === 'ndid' ? (
        <NdidVerification onBack={() => setRoute('photo')} />
      ) : (
        <>
          <Photos step={photoStep} onUploaded={() => void progress.mutate()} />
          <IdentityForm form={form} />
        </>
      )}
    </div>
  );
}

/** Two ways through the identity step: card photos checked with DOPA, or NDID through the investor's bank. */
function RouteChoice({
  route,
  onChange,
}: {
  route: 'photo' | 'ndid';
  onChange: (r: 'photo' | 'ndid') => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="field kyc-route-choice">
      <legend>{t('kyc.identity.routeTitle')}</legend>
      {(['photo', 'ndid'] as const).map((value) => (
        <label key={value} className="kyc-route">
          <input
            type="radio"
            name="identityRoute"
            value={value}
            checked={route === value}
            onChange={() => onChange(value)}
          />
          <span>
            <strong>{t(`kyc.identity.route.${value}`)}</strong>
            <small className="muted">{t(`kyc.identity.route.${value}Hint`)}</small>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

function Photos({ step, onUploaded }: { step: ProgressStep | undefined; onUploaded: () => void }) {
  const { t } = useTranslation();
  const uploaded = { ID_FRONT: !!step?.idFront, ID_BACK: !!step?.idBack, SELFIE: !!step?.selfie };
  return (
    <FormSection title={t('kyc.identity.photosTitle')}>
      <p className="muted">{t('kyc.identity.photosLead')}</p>
      {!isPhoneLike() && step?.status === 'WAITING' && <PhoneHandoff />}
      <div className="kyc-photos">
        {kycForms.kycPhotoKinds.map((kind) => (
          <PhotoUpload
            key={kind}
            kind={kind}
            alreadyUploaded={uploaded[kind as keyof typeof uploaded]}
            onUploaded={onUploaded}
          />
        ))}
      </div>
    </FormSection>
  );
}

function IdentityForm({ form }: { form: ReturnType<typeof useKycForm> }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const { showToast } = useToast();
  const [errors, setErrors] = useState<FieldErrors>({});
  // Under 20 is found here or by the API; a step staff blocked comes back as BLOCKED with the policy message.
  const [blocked, setBlocked] = useState<'KYC_UNDER_AGE' | 'KYC_BLOCKED' | null>(
    form.answer?.status === 'BLOCKED' ? 'KYC_BLOCKED' : null,
  );
  const [sending, setSending] = useState(false);
  // One person, one account: the card is on another account, which its owner recovers instead of opening a second.
  const [idHeld, setIdHeld] = useState(false);
  const errorText = useErrorText(errors);
  const { values, set, flush } = form;

  const field = (name: (typeof identityFields)[number], extra: Record<string, unknown> = {}) => ({
    name,
    label: t(`kyc.identity.${name}`),
    value: textOf(values, name),
    onChange: (event: { target: { value: string } }) => set(name, event.target.value),
    onBlur: flush,
    error: errorText(name),
    ...extra,
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const check = checkIdentity(values, new Date());
    setErrors(check.errors);
    if (check.underAge) setBlocked('KYC_UNDER_AGE');
    if (check.underAge || Object.keys(check.errors).length > 0) return;
    setSending(true);
    try {
      await form.submit(identityBodyOf(values));
      showToast({ kind: 'success', message: t('kyc.identity.livenessVerified') });
      navigate('/kyc/general');
    } catch (error) {
      setIdHeld(error instanceof ApiError && error.code === 'KYC_ID_HELD_BY_ANOTHER_ACCOUNT');
      if (error instanceof ApiError && error.code === 'KYC_UNDER_AGE') setBlocked('KYC_UNDER_AGE');
      else if (error instanceof ApiError && error.code === 'KYC_ID_HELD_BY_ANOTHER_ACCOUNT') setErrors({});
      else setErrors(fieldErrorsOf(error));
    } finally {
      setSending(false);
    }
  };

  if (blocked)
    return (
      <section className="section-card" role="alert">
        <h2>{t('kyc.identity.blockedTitle')}</h2>
        <p>{errorMessage(blocked, language)}</p>
      </section>
    );

  const titles = (list: readonly string[]) => list.map((title) => ({ value: title, th: title, en: title }));
  return (
    <FormSection title={t('kyc.identity.dataTitle')}>
      {['PENDING', 'VERIFIED'].includes(form.answer?.status ?? '') && (
        <p className="muted">{t('kyc.identity.pendingNote')}</p>
      )}
      <p className="muted">{t('kyc.draftNote')}</p>
      <form className="form" noValidate onSubmit={onSubmit}>
        <TextField {...field('nationalId')} inputMode="numeric" autoComplete="off" maxLength={17} />
        <TextField
          {...field('laserId')}
          hint={t('kyc.identity.laserIdHint')}
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={14}
        />
        <div className="kyc-pair">
          <SelectField
            label={t('kyc.identity.titleTh')}
            value={textOf(values, 'titleTh')}
            choices={titles(kycForms.titlesTh)}
            onChange={(value) => set('titleTh', value)}
            onBlur={flush}
            error={errorText('titleTh')}
          />
          {/* A browser's saved name is the Latin one: it would fill the Thai fields wrongly. */}
          <TextField {...field('firstNameTh')} autoComplete="off" />
          <TextField {...field('middleNameTh')} autoComplete="off" />
          <TextField {...field('lastNameTh')} autoComplete="off" />
        </div>
        <div className="kyc-pair">
          <SelectField
            label={t('kyc.identity.titleEn')}
            value={textOf(values, 'titleEn')}
            choices={titles(kycForms.titlesEn)}
            onChange={(value) => set('titleEn', value)}
            onBlur={flush}
            error={errorText('titleEn')}
          />
          <TextField {...field('firstNameEn')} autoComplete="given-name" />
          <TextField {...field('middleNameEn')} autoComplete="additional-name" />
          <TextField {...field('lastNameEn')} autoComplete="family-name" />
        </div>
        <TextField
          {...field('birthDate')}
          hint={t('kyc.identity.birthDateHint')}
          inputMode="numeric"
          // A saved birthday is in another format (and not in the Buddhist Era the card shows).
          autoComplete="off"
          maxLength={10}
        />
        <CheckboxField
          name="idLifetime"
          label={t('kyc.identity.idLifetime')}
          checked={values.idLifetime === true}
          onChange={(event) => set('idLifetime', event.target.checked)}
          onBlur={flush}
        />
        {values.idLifetime !== true && (
          <TextField {...field('idExpiry')} inputMode="numeric" autoComplete="off" maxLength={10} />
        )}
        <FormError message={errorText('form')} />
        {idHeld && (
          <div className="form-error" role="alert">
            <p>{errorMessage('KYC_ID_HELD_BY_ANOTHER_ACCOUNT', language)}</p>
            <Link to="/auth/account-recovery">{t('kyc.identity.recoverExistingAccount')}</Link>
          </div>
        )}
        <button type="submit" className="button button-primary" disabled={sending}>
          {sending ? t('kyc.saving') : t('kyc.identity.submit')}
        </button>
      </form>
    </FormSection>
  );
}
