import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
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

/**
 * Staff sign in with the e-mail the API knows them by, and the code of their authenticator app once two-factor
 * sign-in is on; the language can be chosen before signing in.
 */
export function LoginPage() {
  const translate = useTranslate();
  return (
    <Login>
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
          inputProps={{ inputMode: 'numeric', maxLength: 6 }}
        />
      </LoginForm>
      <Box sx={{ display: 'flex', justifyContent: 'center', pb: 2 }}>
        <LocalesMenuButton />
      </Box>
    </Login>
  );
}
