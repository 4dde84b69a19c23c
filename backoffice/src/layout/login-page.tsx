import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import {
  email,
  LocalesMenuButton,
  Login,
  LoginForm,
  PasswordInput,
  required,
  TextInput,
  useTranslate,
} from 'react-admin';
import { onIdleSignOut, wasSignedOutIdle } from '../providers/auth-provider.ts';

/**
 * Staff sign in with the e-mail the API knows them by, and the code of their authenticator app once two-factor
 * sign-in is on; the language can be chosen before signing in.
 */
export function LoginPage() {
  const translate = useTranslate();
  // Said until the staff member signs in again, and as soon as the request that ended the session for idleness
  // comes back when it comes back after the page showed.
  const [signedOutIdle, setSignedOutIdle] = useState(wasSignedOutIdle);
  useEffect(() => onIdleSignOut(() => setSignedOutIdle(true)), []);
  return (
    <Login>
      {signedOutIdle ? (
        <Alert severity="info" role="status" sx={{ m: 2, mb: 0 }}>
          {translate('app.session.idle')}
        </Alert>
      ) : null}
      <Typography component="h1" variant="h6" align="center">
        {translate('app.login.title')}
      </Typography>
      <Typography variant="body2" align="center" color="text.secondary">
        {translate('app.login.subtitle')}
      </Typography>
      <LoginForm>
        <TextInput
          source="email"
          type="email"
          label="ra.auth.email"
          autoComplete="username"
          autoFocus
          validate={[required(), email()]}
        />
        <PasswordInput
          source="password"
          label="ra.auth.password"
          autoComplete="current-password"
          validate={required()}
        />
        <TextInput
          source="twoFactor"
          label="app.login.two_factor"
          helperText="app.login.two_factor_help"
          autoComplete="one-time-code"
          // A recovery code (XXXXX-XXXXX) may stand in for the app's 6 digits, so letters are allowed.
          inputProps={{ maxLength: 11, autoCapitalize: 'characters' }}
        />
      </LoginForm>
      <Box sx={{ display: 'flex', justifyContent: 'center', pb: 2 }}>
        <LocalesMenuButton />
      </Box>
    </Login>
  );
}
