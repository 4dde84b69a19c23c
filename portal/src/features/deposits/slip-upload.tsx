import { kycForms } from '@fund/domain';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGlobalLoading } from '../../components/global-loading/global-loading.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useErrorMessage } from '../../lib/i18n/use-language.ts';
import { type Deposit, uploadSlip } from './api.ts';

/** The slip may be a photo or a PDF statement, the same size rule as the KYC files (checked again by the API). */
export const slipTypes = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export const slipMaxBytes = kycForms.kycFileRules.maxBytes;

/** Why a chosen file cannot be a slip (an error token), or null. */
export function slipProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(slipTypes as readonly string[]).includes(file.type)) return 'deposit.slip.typeInvalid';
  if (file.size > slipMaxBytes) return 'api:KYC_FILE_TOO_LARGE';
  return null;
}

interface SlipUploadProps {
  depositId: number;
  onUploaded: (deposit: Deposit) => void;
}

/** Choose the slip, see it, upload it; a failed upload keeps the chosen file and says why. */
export function SlipUpload({ depositId, onUploaded }: SlipUploadProps) {
  const { t } = useTranslation();
  const errorText = useErrorMessage();
  const { whileLoading } = useGlobalLoading();
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  /** A token ("api:CODE" or an i18n key), translated when shown. */
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const text = (token: string) => (token.startsWith('api:') ? errorText(token.slice(4)) : t(token));

  function choose(chosen: File | undefined) {
    setError(null);
    setFile(chosen ?? null);
    const image = chosen?.type.startsWith('image/') && typeof URL.createObjectURL === 'function';
    setPreview(chosen && image ? URL.createObjectURL(chosen) : null);
    const problem = chosen ? slipProblem(chosen) : null;
    if (problem) setError(problem);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!file) return setError('deposit.slip.required');
    const problem = slipProblem(file);
    if (problem) return setError(problem);
    setUploading(true);
    setError(null);
    try {
      onUploaded(await whileLoading(uploadSlip(depositId, file)));
    } catch (failure) {
      setError(`api:${failure instanceof ApiError ? failure.code : 'INTERNAL_ERROR'}`);
    } finally {
      setUploading(false);
    }
  }

  return (
    <form className="form stack deposit-slip" noValidate onSubmit={submit}>
      <div className="field">
        <label htmlFor={`${id}-file`}>{t('deposit.slip.label')}</label>
        <input
          id={`${id}-file`}
          type="file"
          accept={slipTypes.join(',')}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-state`}
          onChange={(event) => choose(event.target.files?.[0])}
        />
        <small
          id={`${id}-state`}
          className={error ? 'field-error' : 'field-hint'}
          role={error ? 'alert' : undefined}
        >
          {error ? text(error) : uploading ? t('deposit.slip.uploading') : ''}
        </small>
      </div>
      {file && <p>{t('deposit.slip.chosen', { name: file.name })}</p>}
      {preview && <img className="deposit-slip-preview" src={preview} alt={t('deposit.slip.preview')} />}
      <button type="submit" className="button button-primary" disabled={uploading}>
        {t('deposit.slip.upload')}
      </button>
    </form>
  );
}
