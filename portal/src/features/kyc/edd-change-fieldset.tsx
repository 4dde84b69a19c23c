import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/form/fields.tsx';
import type { EddFileKind } from '../questionnaires/index.ts';
import { eddFieldOf, eddKinds, eddMaxMegabytes } from '../questionnaires/index.ts';
import type { FieldErrors } from './use-kyc-form.ts';

/**
 * The two enhanced due diligence documents a verified investor's change asks for when it raises EDD (the domain's
 * `profileChangeRaisesEdd`, as the API applies it), asked in the form itself rather than refused after sending.
 * `reason` says what raised it (a new income country, a new nationality).
 */
export function EddChangeFieldset({
  reason,
  errors,
  errorText,
  onFile,
}: {
  reason: string;
  errors: FieldErrors;
  errorText: (field: string) => string | undefined;
  onFile: (kind: EddFileKind, file: File | undefined) => void;
}) {
  const { t } = useTranslation();
  const eddErrorText = (field: string) =>
    errors[field] === 'questionnaires.edd.fileTooLarge'
      ? t('questionnaires.edd.fileTooLarge', { mb: eddMaxMegabytes })
      : errorText(field);
  return (
    <fieldset className="edd-change">
      <legend>{t('questionnaires.edd.title')}</legend>
      <p className="muted">{reason}</p>
      {eddKinds.map((kind) => (
        <TextField
          key={kind}
          name={eddFieldOf[kind]}
          type="file"
          accept="application/pdf,image/jpeg,image/png"
          label={t(`questionnaires.edd.${eddFieldOf[kind]}`)}
          hint={t('questionnaires.edd.fileHint', { mb: eddMaxMegabytes })}
          error={eddErrorText(eddFieldOf[kind])}
          onChange={(event) => onFile(kind, event.target.files?.[0])}
        />
      ))}
    </fieldset>
  );
}
