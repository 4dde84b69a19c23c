import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../../components/form/fields.tsx';
import { useBrand } from '../../lib/brand.tsx';
import { useSession } from '../../lib/session/session-provider.tsx';
import { type BiometricAvailability, pinUnlock } from '../../platform/biometric-unlock.ts';
import { PinDialog } from './pin-dialog.tsx';

type Outcome = 'enabled' | 'disabled' | 'notEnabled';

/**
 * The security settings' switch for unlocking the PIN with a fingerprint or face: shown only in the app on a device
 * with biometrics (the web has none, so nothing shows there), off until the investor turns it on. Turning it on
 * asks for the PIN (checked by the API) and then the biometrics, and keeps the PIN behind them.
 */
export function BiometricUnlockSetting({ pinSet }: { pinSet: boolean }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const uuid = useSession().user?.uuid;
  const [availability, setAvailability] = useState<BiometricAvailability | null>(null);
  const [enabled, setEnabled] = useState(false);
  const [askingPin, setAskingPin] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  useEffect(() => {
    let live = true;
    void (async () => {
      const found = await pinUnlock.availability();
      const on = uuid && found === 'available' ? await pinUnlock.isEnabled(uuid) : false;
      if (!live) return;
      setAvailability(found);
      setEnabled(on);
    })();
    return () => {
      live = false;
    };
  }, [uuid]);

  if (!uuid || availability === null || availability === 'unavailable') return null;

  async function turnOn(pin: string) {
    setAskingPin(false);
    const done = await pinUnlock.enable(uuid as string, pin, {
      reason: t('security.biometrics.reason'),
      title: brand.name,
      cancel: t('security.biometrics.cancel'),
    });
    setEnabled(done);
    setOutcome(done ? 'enabled' : 'notEnabled');
  }

  async function turnOff() {
    await pinUnlock.disable(uuid as string);
    setEnabled(false);
    setOutcome('disabled');
  }

  return (
    <section className="section-card" aria-labelledby="security-biometrics">
      <h2 id="security-biometrics">{t('security.biometrics.heading')}</h2>
      <p className="muted">{t('security.biometrics.body')}</p>
      {availability === 'not-enrolled' ? (
        <p className="muted">{t('security.biometrics.notEnrolled')}</p>
      ) : !pinSet ? (
        <p className="muted">{t('security.biometrics.needsPin')}</p>
      ) : (
        <CheckboxField
          name="biometricUnlock"
          label={t('security.biometrics.toggle')}
          checked={enabled}
          onChange={(event) => {
            setOutcome(null);
            if (event.currentTarget.checked) setAskingPin(true);
            else void turnOff();
          }}
        />
      )}
      {outcome && (
        <p role="status" className={outcome === 'notEnabled' ? 'form-error' : 'muted'}>
          {t(`security.biometrics.${outcome}`)}
        </p>
      )}
      {askingPin && (
        <PinDialog
          title={t('security.biometrics.confirmPin')}
          biometrics={false}
          onVerified={(pin) => void turnOn(pin)}
          onCancel={() => setAskingPin(false)}
        />
      )}
    </section>
  );
}
