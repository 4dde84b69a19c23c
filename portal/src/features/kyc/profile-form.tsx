import { profileChangeRaisesEdd, splitProfileChange } from '@fund/domain';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { FormError } from '../../components/form/fields.tsx';
import { useToast } from '../../components/toast/toast-provider.tsx';
import type { EddFileKind } from '../questionnaires/index.ts';
import { eddFieldOf, uploadEddDocuments } from '../questionnaires/index.ts';
import { EddChangeFieldset } from './edd-change-fieldset.tsx';
import { FormSection, useErrorText } from './form-controls.tsx';
import { type FieldErrors, type FormValues, fieldErrorsOf, type useKycForm } from './use-kyc-form.ts';

/** The general or the personal information: the two KYC forms a verified investor changes from the profile. */
type Section = 'general' | 'personal';

type KycForm = ReturnType<typeof useKycForm>;

/**
 * Sending the general or the personal form. During onboarding it is saved as the step and `next` opens; a verified
 * investor's form is a profile change (contact details at once, the rest a request to compliance), which brings the
 * EDD documents when it newly names a high-risk country (the domain's rule, as the API applies it), asked for in
 * the form rather than refused after sending.
 */
export function useProfileFormSending({
  section,
  form,
  bodyOf,
  check,
  next,
}: {
  section: Section;
  form: KycForm;
  /** The form as the API takes it. */
  bodyOf: (values: FormValues) => FormValues;
  /** What the investor still has to give, as field errors; nothing is sent while there is any. */
  check: (values: FormValues) => FieldErrors;
  next: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { showToast } = useToast();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);
  const [eddFiles, setEddFiles] = useState<Partial<Record<EddFileKind, File>>>({});
  const errorText = useErrorText(errors);
  const eddNeeded =
    form.verified &&
    profileChangeRaisesEdd(
      splitProfileChange({ [section]: form.answer?.saved ?? {} }, { [section]: bodyOf(form.values) })
        .material,
    );

  const chooseEddFile = (kind: EddFileKind, file: File | undefined) => {
    setEddFiles((current) => ({ ...current, [kind]: file }));
    // A file chosen answers the field's "select a file": the error goes until the next send.
    setErrors(({ [eddFieldOf[kind]]: _, ...rest }) => rest);
  };

  /** Uploads the EDD documents; their ids, or null once a field's error is shown. */
  const uploadEdd = async (): Promise<string[] | null> => {
    const result = await uploadEddDocuments(eddFiles);
    if ('errors' in result) {
      setErrors(result.errors);
      return null;
    }
    return result.ids;
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check(form.values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    try {
      const body = bodyOf(form.values);
      if (form.verified) {
        const fileIds = eddNeeded ? await uploadEdd() : [];
        if (fileIds === null) return;
        const { changeRequest } = await form.change(body, fileIds);
        showToast({
          kind: 'success',
          message: t(changeRequest ? 'profile.form.requested' : 'profile.form.applied'),
        });
        navigate('/profile');
        return;
      }
      await form.submit(body);
      showToast({ kind: 'success', message: t('kyc.general.saved') });
      navigate(next);
    } catch (error) {
      setErrors(fieldErrorsOf(error));
    } finally {
      setSending(false);
    }
  };

  return { errors, setErrors, errorText, sending, eddNeeded, chooseEddFile, onSubmit };
}

/**
 * The page of the general or the personal form: its title, the way back (to the onboarding steps, or to the profile
 * for a verified investor), what happens to what is typed, the fields, and the form's end: the EDD documents when
 * the change asks for them (`eddReason` says why), the form's own error and the send button.
 */
export function ProfileFormPage({
  section,
  form,
  sending,
  eddReason,
  children,
}: {
  section: Section;
  form: KycForm;
  sending: ReturnType<typeof useProfileFormSending>;
  eddReason: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const title = t(section === 'general' ? 'kyc.general.title' : 'kyc.personal.title');
  const submit = section === 'general' ? 'kyc.general.submit' : 'kyc.personal.submit';
  return (
    <div className="stack kyc-page">
      <h1>{title}</h1>
      {form.verified ? (
        <Link to="/profile">{t('profile.form.back')}</Link>
      ) : (
        <Link to="/kyc">{t('kyc.backToProgress')}</Link>
      )}
      <FormSection title={title}>
        <p className="muted">{t(form.verified ? 'profile.form.note' : 'kyc.draftNote')}</p>
        <form className="form" noValidate onSubmit={sending.onSubmit}>
          {children}
          {sending.eddNeeded && (
            <EddChangeFieldset
              reason={eddReason}
              errors={sending.errors}
              errorText={sending.errorText}
              onFile={sending.chooseEddFile}
            />
          )}
          <FormError message={sending.errorText('form')} />
          <button type="submit" className="button button-primary" disabled={sending.sending}>
            {sending.sending ? t('kyc.saving') : t(form.verified ? 'profile.form.submit' : submit)}
          </button>
        </form>
      </FormSection>
    </div>
  );
}
