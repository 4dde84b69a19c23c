import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useNotify, useTranslate } from 'react-admin';

/**
 * The 10 one-time recovery codes, as the API answers them once: each stands in for the app's code at one sign-in.
 * Copy and download keep them somewhere safe; the page never shows them again.
 */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  const translate = useTranslate();
  const notify = useNotify();
  const t = (key: string) => translate(`app.two_factor.recovery.${key}`);
  const text = `${codes.join('\n')}\n`;
  const copy = () =>
    navigator.clipboard.writeText(text).then(
      () => notify('app.two_factor.recovery.copied', { type: 'info' }),
      () => notify('app.two_factor.recovery.copy_failed', { type: 'error' }),
    );
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <Box component="section" aria-label={t('title')} sx={{ display: 'grid', gap: 1.5 }}>
      <Alert severity="warning">{t('shown_once')}</Alert>
      <Box
        component="ol"
        sx={{
          m: 0,
          pl: 4,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          columnGap: 4,
          fontFamily: 'monospace',
          fontSize: '1.05rem',
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={copy}>
          {t('copy')}
        </Button>
        <Button variant="outlined" startIcon={<DownloadIcon />} onClick={download}>
          {t('download')}
        </Button>
      </Box>
    </Box>
  );
}
