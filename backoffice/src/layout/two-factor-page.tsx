import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useEffect, useState } from 'react';
import { Title, useDataProvider, useLogout, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider, TwoFactorEnrolment } from '../providers/data-provider.ts';
import { RecoveryCodes } from './recovery-codes.tsx';

function CodeField({
  value,
  onChange,
  label,
}: {
  value: string;
  onChange: (code: string) => void;
  label: string;
}) {
  return (
    <TextField
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      required
      autoComplete="one-time-code"
      slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]{6}', maxLength: 6 } }}
    />
  );
}

/**
 * A staff member turns on two-factor sign-in: the API makes a TOTP secret, shown as a QR code for the authenticator
 * app (and as text for typing it), and a code from the app confirms it and answers 10 recovery codes, shown once.
 * From then on `POST /auth/login` wants the app's code (or a recovery code) with the password, which the login page
 * sends. Once it is on, the page offers new recovery codes for a current code instead.
 */
export function TwoFactorPage({ forced = false, onDone }: { forced?: boolean; onDone?: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [alreadyOn, setAlreadyOn] = useState(false);
  const [enrolment, setEnrolment] = useState<TwoFactorEnrolment | null>(null);
  const [code, setCode] = useState('');
  const [enabled, setEnabled] = useState(false);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);
  const t = (key: string, options?: object) => translate(`app.two_factor.${key}`, options);
  // The HTTP client has already turned the API's problem into its translated message.
  const fail = (error: unknown) =>
    notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });

  useEffect(() => {
    // Forced enrolment means it is off; otherwise ask, so an enrolled staff member sees the recovery codes part.
    if (forced) return;
    dataProvider.twoFactorEnabled().then(setAlreadyOn, () => undefined);
  }, [dataProvider, forced]);

  const run = (work: () => Promise<void>) => {
    setBusy(true);
    work()
      .catch(fail)
      .finally(() => setBusy(false));
  };
  const start = () => run(async () => setEnrolment(await dataProvider.startTwoFactor()));
  const confirm = (event: FormEvent) => {
    event.preventDefault();
    run(async () => {
      setRecoveryCodes(await dataProvider.confirmTwoFactor(code.trim()));
      setEnabled(true);
      setCode('');
    });
  };
  const regenerate = (event: FormEvent) => {
    event.preventDefault();
    run(async () => {
      setRecoveryCodes(await dataProvider.regenerateRecoveryCodes(code.trim()));
      setCode('');
    });
  };

  let body: JSX.Element;
  if (enabled) {
    body = (
      <>
        <Alert severity="success" role="status">
          {t('enabled')}
        </Alert>
        {recoveryCodes && recoveryCodes.length > 0 ? <RecoveryCodes codes={recoveryCodes} /> : null}
        {onDone ? (
          <Button variant="contained" onClick={onDone} sx={{ justifySelf: 'start' }}>
            {t('continue')}
          </Button>
        ) : null}
      </>
    );
  } else if (alreadyOn) {
    body = (
      <Box component="form" onSubmit={regenerate} sx={{ display: 'grid', gap: 2 }}>
        <Divider />
        <Typography component="h2" variant="h6">
          {t('recovery.regenerate_title')}
        </Typography>
        {recoveryCodes ? (
          <RecoveryCodes codes={recoveryCodes} />
        ) : (
          <>
            <Typography>{t('recovery.regenerate_intro')}</Typography>
            <CodeField label={t('code')} value={code} onChange={setCode} />
            <Button type="submit" variant="contained" disabled={busy} sx={{ justifySelf: 'start' }}>
              {t('recovery.regenerate')}
            </Button>
          </>
        )}
      </Box>
    );
  } else if (enrolment) {
    body = (
      <Box component="form" onSubmit={confirm} sx={{ display: 'grid', gap: 2 }}>
        <Typography>{t('scan')}</Typography>
        <Box
          component="img"
          src={enrolment.qrDataUrl}
          alt={t('qr_alt')}
          sx={{ width: 200, height: 200, justifySelf: 'center' }}
        />
        <Typography sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
          {t('secret', { secret: enrolment.secret })}
        </Typography>
        <CodeField label={t('code')} value={code} onChange={setCode} />
        <Button type="submit" variant="contained" disabled={busy}>
          {t('confirm')}
        </Button>
      </Box>
    );
  } else {
    body = (
      <Button variant="contained" onClick={start} disabled={busy} sx={{ justifySelf: 'start' }}>
        {t('start')}
      </Button>
    );
  }

  return (
    <Card variant="outlined" sx={{ mt: 2, maxWidth: 560 }}>
      {/* Forced, the page stands without the layout's app bar that a title would go to. */}
      {forced ? null : <Title title="app.two_factor.title" />}
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Typography component="h1" variant="h5">
          {t('title')}
        </Typography>
        <Typography>{t(forced ? 'forced_intro' : alreadyOn ? 'on' : 'intro')}</Typography>
        {body}
      </CardContent>
    </Card>
  );
}

/**
 * What a staff member without a confirmed second factor sees in place of the whole back office (no menu, no
 * screens: the API refuses them anyway with STAFF_2FA_ENROLMENT_REQUIRED) until enrolment is confirmed; `onDone`
 * reads `/me` again, which then lets the layout through.
 */
export function ForcedEnrolmentScreen({ onDone }: { onDone: () => void }) {
  const translate = useTranslate();
  const logout = useLogout();
  return (
    <Box component="main" sx={{ p: 2, display: 'grid', justifyItems: 'center' }}>
      <Box sx={{ width: '100%', maxWidth: 560 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
          <Typography variant="subtitle1">{translate('app.title')}</Typography>
          <Button onClick={() => logout()}>{translate('app.two_factor.sign_out')}</Button>
        </Box>
        <TwoFactorPage forced onDone={onDone} />
      </Box>
    </Box>
  );
}
