import type { kycForms } from '@fund/domain';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client.ts';
import { CameraCapture } from '../../platform/camera-capture.tsx';
import { type UploadedFile, uploadKycFile } from './api.ts';
import { useTokenText } from './form-controls.tsx';

interface PhotoUploadProps {
  kind: kycForms.KycFileKind;
  /** Uploaded earlier (the progress tells), so the step is already covered. */
  alreadyUploaded: boolean;
  /** The stored file: a bank-account change request names its book-bank photo by this id. */
  onUploaded: (file: UploadedFile) => void;
}

/**
 * One photo of the identity step: the camera on phones and in the app (the back camera for the card, the front one
 * for the selfie; the platform's `CameraCapture`), a file picker everywhere as the fallback, a preview, and the
 * upload to POST /kyc/files.
 */
export function PhotoUpload({ kind, alreadyUploaded, onUploaded }: PhotoUploadProps) {
  const { t } = useTranslation();
  const tokenText = useTokenText();
  const id = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const [state, setState] = useState<'idle' | 'uploading' | 'done'>(alreadyUploaded ? 'done' : 'idle');
  const [error, setError] = useState<string | null>(null);
  const label = t(`kyc.identity.kinds.${kind}`);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    setPreview(typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null);
    setState('uploading');
    try {
      const stored = await uploadKycFile(kind, file);
      setState('done');
      onUploaded(stored);
    } catch (failure) {
      setState('idle');
      setError(tokenText(`api:${failure instanceof ApiError ? failure.code : 'INTERNAL_ERROR'}`));
    }
  };

  return (
    <fieldset className="field kyc-photo">
      <legend>{label}</legend>
      {preview && <img src={preview} alt={t('kyc.identity.preview', { kind: label })} />}
      <CameraCapture
        facing={kind === 'SELFIE' ? 'user' : 'environment'}
        onPhoto={(file) => void upload(file)}
      />
      <label htmlFor={`${id}-file`}>{`${t('kyc.identity.chooseFile')}: ${label}`}</label>
      <input
        id={`${id}-file`}
        type="file"
        accept="image/jpeg,image/png"
        aria-describedby={`${id}-state`}
        onChange={(event) => void upload(event.target.files?.[0])}
      />
      <small
        id={`${id}-state`}
        className={error ? 'field-error' : 'field-hint'}
        role={error ? 'alert' : undefined}
      >
        {error ??
          (state === 'uploading'
            ? t('kyc.identity.uploading')
            : state === 'done'
              ? t('kyc.identity.uploaded')
              : '')}
      </small>
    </fieldset>
  );
}
