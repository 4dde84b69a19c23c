import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Title, useGetIdentity, usePermissions, useTranslate } from 'react-admin';

/** The landing page after sign-in: who is signed in, with which role. */
export function Dashboard() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const { permissions: role } = usePermissions<string>();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="app.title" />
      <CardContent>
        <Typography component="h2" variant="h5" gutterBottom>
          {translate('app.title')}
        </Typography>
        {identity && (
          <Typography>{translate('app.dashboard.signed_in_as', { email: identity.fullName })}</Typography>
        )}
        {role && (
          <Typography>{translate('app.dashboard.role', { role: translate(`app.roles.${role}`) })}</Typography>
        )}
      </CardContent>
    </Card>
  );
}
