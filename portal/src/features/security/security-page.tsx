import { useTranslation } from 'react-i18next';
import { ProgressBar } from '../../components/route-progress-bar.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useSecurity } from './api.ts';
import { BiometricUnlockSetting } from './biometric-unlock-setting.tsx';
import { ChangePasswordForm } from './change-password-form.tsx';
import { PinForm } from './pin-form.tsx';
import { TwoFactorForm } from './two-factor-form.tsx';

/** Spec screen 24 "security": password, PIN and 2FA of the signed-in investor. */
export function SecurityPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('security.title'));
  const { data, error, mutate } = useSecurity();
  const refresh = () => void mutate();

  return (
    <div className="stack card-narrow">
      <h1>{t('security.title')}</h1>
      <section className="section-card" aria-labelledby="security-password">
        <h2 id="security-password">{t('security.password.heading')}</h2>
        <ChangePasswordForm />
      </section>
      {error && (
        <p className="form-error" role="alert">
          {t('security.loadFailed')}
        </p>
      )}
      {!data && !error && <ProgressBar />}
      {data && (
        <>
          <section className="section-card" aria-labelledby="security-pin">
            <h2 id="security-pin">{t('security.pin.heading')}</h2>
            <p className="muted">
              {data.pinSet ? t('security.pin.statusSet') : t('security.pin.statusNotSet')}
            </p>
            <PinForm status={data} onChanged={refresh} />
          </section>
          <BiometricUnlockSetting pinSet={data.pinSet} />
          <section className="section-card" aria-labelledby="security-2fa">
            <h2 id="security-2fa">{t('security.twoFactor.heading')}</h2>
            <p className="muted">
              {data.twoFactorEnabled ? t('security.twoFactor.on') : t('security.twoFactor.off')}
            </p>
            <TwoFactorForm enabled={data.twoFactorEnabled} onChanged={refresh} />
          </section>
        </>
      )}
    </div>
  );
}
