import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider, TwoFactorEnrolment } from '../providers/data-provider.ts';

/**
 * A staff member turns on two-factor sign-in: the API makes a TOTP secret, shown as a QR code for the authenticator
 * app (and as text for typing it), and a code from the app confirms it. From then on `POST /auth/login` wants the
 * app's code with the password, which the login page sends.
 */
export function TwoFactorPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [enrolment, setEnrolment] = useState<TwoFactorEnrolment | null>(null);
  const [code, setCode] = useState('');
  const [enabled, setEnabled] = useState(false);
  const [busy, setBusy] = useState(false);
  const t = (key: string, options?: object) => translate(`app.two_factor.${key}`, options);
  // The HTTP client has already turned the API's problem into its translated message.
  const fail = (error: unknown) =>
    notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });

  const start = () => {
    setBusy(true);
    dataProvider
      .startTwoFactor()
      .then(setEnrolment, fail)
      .finally(() => setBusy(false));
  };
  const confirm = (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    dataProvider
      .confirmTwoFactor(code.trim())
      .then(() => setEnabled(true), fail)
      .finally(() => setBusy(false));
  };

  return (
    <Card variant="outlined" sx={{ mt: 2, maxWidth: 560 }}>
      <Title title="app.two_factor.title" />
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Typography component="h1" variant="h5">
          {t('title')}
        </Typography>
        <Typography>{t('intro')}</Typography>
        {enabled ? (
          <Alert severity="success" role="status">
            {t('enabled')}
          </Alert>
        ) : enrolment ? (
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
            <TextField
              label={t('code')}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              required
              autoComplete="one-time-code"
              slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]{6}', maxLength: 6 } }}
            />
            <Button type="submit" variant="contained" disabled={busy}>
              {t('confirm')}
            </Button>
          </Box>
        ) : (
          <Button variant="contained" onClick={start} disabled={busy} sx={{ justifySelf: 'start' }}>
            {t('start')}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
