import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PhotoSource } from './photo-permission.ts';
import { isNativeApp, isPhoneLike } from './runtime.ts';
import './camera-capture.css';

export interface CameraCaptureProps {
  /** The selfie uses the front camera, the ID card the back one. */
  facing: 'user' | 'environment';
  onPhoto: (file: File) => void;
}

/**
 * On the web: the browser's camera through a file input with `capture` (on phones; desktops use the file picker).
 * Elsewhere the same label, so the KYC screen reads the same on both.
 */
function WebCameraCapture({ facing, onPhoto }: CameraCaptureProps) {
  const { t } = useTranslation();
  const id = useId();
  if (!isPhoneLike()) return null;
  return (
    <label className="button button-primary" htmlFor={id}>
      {t('kyc.identity.takePhoto')}
      <input
        id={id}
        className="visually-hidden"
        type="file"
        accept="image/*"
        capture={facing}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) onPhoto(file);
        }}
      />
    </label>
  );
}

/**
 * In the native app: the photo permission is checked first (spec §2), then the camera or the photo library opens
 * through `@capacitor/camera`. Refused: why it matters and the app's settings, because the system will not ask
 * again; limited library access: the investor is told why a photo may be missing.
 */
export function NativeCameraCapture({ facing, onPhoto }: CameraCaptureProps) {
  const { t } = useTranslation();
  const [access, setAccess] = useState<'granted' | 'limited' | 'denied' | null>(null);
  const [failed, setFailed] = useState(false);
  const take = async (source: PhotoSource) => {
    setFailed(false);
    try {
      const camera = await import('./native/camera.ts');
      const result = await camera.takePhoto(source, facing);
      setAccess(result.access);
      if (result.file) onPhoto(result.file);
    } catch {
      setFailed(true);
    }
  };
  return (
    <div className="camera-capture">
      <button type="button" className="button button-primary" onClick={() => void take('camera')}>
        {t('kyc.identity.takePhoto')}
      </button>
      <button type="button" className="button button-secondary" onClick={() => void take('photos')}>
        {t('kyc.identity.choosePhoto')}
      </button>
      {access === 'limited' && <p className="field-hint">{t('kyc.identity.photosLimited')}</p>}
      {access === 'denied' && (
        <div role="alert" className="camera-capture-denied">
          <p>{t('kyc.identity.cameraDenied')}</p>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => void import('./native/settings.ts').then((settings) => settings.openAppSettings())}
          >
            {t('kyc.identity.openSettings')}
          </button>
        </div>
      )}
      {failed && (
        <p role="alert" className="field-error">
          {t('kyc.identity.cameraFailed')}
        </p>
      )}
    </div>
  );
}

/** The camera button of the KYC photos, chosen once for the platform the portal runs on. */
export const CameraCapture = isNativeApp ? NativeCameraCapture : WebCameraCapture;
