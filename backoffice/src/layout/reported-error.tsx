import ErrorIcon from '@mui/icons-material/Report';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { type ErrorProps, Title, useTranslate } from 'react-admin';
import { backofficeErrorReporter } from '../providers/error-reporting.ts';

/**
 * What the layout's error boundary shows when a screen throws while rendering: the error is reported (while the
 * errorEndpoint flag is on) and the staff member can reload. Moving to another screen clears it.
 */
export function ReportedError({ error, title }: ErrorProps) {
  const translate = useTranslate();
  useEffect(() => {
    void backofficeErrorReporter().report(error);
  }, [error]);
  return (
    <Box sx={{ p: 2 }} role="alert">
      {title && <Title title={title} />}
      <Typography variant="h5" component="h1" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <ErrorIcon color="error" />
        {translate('ra.page.error')}
      </Typography>
      <Typography sx={{ my: 2 }}>{translate('ra.message.error')}</Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        {translate('ra.action.refresh')}
      </Button>
    </Box>
  );
}
