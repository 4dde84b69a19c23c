import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { FormError, TextField } from '../../components/form/fields.tsx';
import { type FormErrors, useFormErrors } from '../../components/form/use-form-errors.ts';
import { useToast } from '../../components/toast/toast-provider.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useLanguage } from '../../lib/i18n/use-language.ts';
import { type EddFileKind, useQuestionnaire } from './api.ts';
import {
  eddFieldOf as fieldOf,
  eddFileProblem as fileProblem,
  eddKinds as kinds,
  eddMaxMegabytes as maxMegabytes,
  uploadEddFile,
} from './edd-files.ts';
import { readEddReasons } from './edd-reasons.ts';

type Field = 'statement' | 'support';

/** Spec §3 "Enhanced due diligence documents": 6 months of bank statements plus a supporting document. */
export function EddPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('questionnaires.edd.title'));
  const language = useLanguage();
  const navigate = useNavigate();
  const { showToast } = useToast();
  const { data } = useQuestionnaire('aml');
  const [reasons] = useState(readEddReasons);
  const [files, setFiles] = useState<Partial<Record<EddFileKind, File>>>({});
  const [uploaded, setUploaded] = useState<Partial<Record<EddFileKind, string>>>({});
  const [submitting, setSubmitting] = useState(false);
  const form = useFormErrors<Field>();
  const errorText = (field: Field) => {
    const token = form.errors[field];
    return token?.startsWith('questionnaires.') ? t(token, { mb: maxMegabytes }) : form.text(field);
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const errors: FormErrors<Field> = {};
    for (const kind of kinds) {
      if (uploaded[kind]) continue;
      const problem = fileProblem(kind, files[kind]);
      if (problem) errors[fieldOf[kind]] = problem;
    }
    if (Object.keys(errors).length > 0) return form.show(errors);
    form.clear();
    setSubmitting(true);
    try {
      for (const kind of kinds) {
        const file = files[kind];
        if (uploaded[kind] || !file) continue;
        const result = await uploadEddFile(kind, file);
        if ('error' in result) return form.show({ [fieldOf[kind]]: result.error });
        setUploaded((current) => ({ ...current, [kind]: file.name }));
      }
      showToast({ kind: 'success', message: t('questionnaires.edd.done') });
      navigate('/kyc');
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form ref={form.formRef} className="section-card form" noValidate onSubmit={handleSubmit}>
      <h1>{t('questionnaires.edd.title')}</h1>
      <FormError message={form.text('form')} />
      {data && <p>{data.edd.description[language]}</p>}
      {reasons.length > 0 && (
        <section aria-labelledby="edd-why">
          <h2 id="edd-why">{t('questionnaires.edd.why')}</h2>
          <ul>
            {reasons.map((reason) => (
              <li key={reason}>{t(`questionnaires.edd.reasons.${reason}`)}</li>
            ))}
          </ul>
        </section>
      )}
      {data && (
        <section aria-labelledby="edd-documents">
          <h2 id="edd-documents">{t('questionnaires.edd.acceptedDocuments')}</h2>
          <ul>
            {data.edd.documents.map((document) => (
              <li key={document.en}>{document[language]}</li>
            ))}
          </ul>
        </section>
      )}
      {kinds.map((kind) =>
        uploaded[kind] ? (
          <p key={kind} role="status">
            {t(`questionnaires.edd.${fieldOf[kind]}`)}:{' '}
            {t('questionnaires.edd.uploaded', { name: uploaded[kind] })}
          </p>
        ) : (
          <TextField
            key={kind}
            name={fieldOf[kind]}
            type="file"
            accept="application/pdf,image/jpeg,image/png"
            label={t(`questionnaires.edd.${fieldOf[kind]}`)}
            hint={t('questionnaires.edd.fileHint', { mb: maxMegabytes })}
            error={errorText(fieldOf[kind])}
            onChange={(event) => {
              const file = event.target.files?.[0];
              setFiles((current) => ({ ...current, [kind]: file }));
            }}
          />
        ),
      )}
      <button type="submit" className="button button-primary" disabled={submitting}>
        {t('questionnaires.edd.submit')}
      </button>
    </form>
  );
}
