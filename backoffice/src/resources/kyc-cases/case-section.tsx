import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { useTranslate } from 'react-admin';
import { useFormats } from '../../components/formats.ts';

/** One titled part of the case page, a landmark named by its heading so a reader can jump to it. */
export function CaseSection({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId}>
      <CardContent>
        <Typography id={titleId} component="h2" variant="h6" gutterBottom>
          {translate(`resources.kyc-cases.sections.${title}`)}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

export function NotGiven() {
  const translate = useTranslate();
  return <Typography color="text.secondary">{translate('resources.kyc-cases.not_given')}</Typography>;
}

/** A time read in Bangkok, whatever the staff member's machine says; an empty value is a dash. */
export function BangkokTime({ value }: { value: string | null | undefined }) {
  const { dateTime } = useFormats();
  if (!value) return <>—</>;
  return <time dateTime={new Date(value).toISOString()}>{dateTime(value)}</time>;
}

/** Label and value pairs; each label is a translation key. */
export function FactList({ rows }: { rows: [string, ReactNode][] }) {
  const translate = useTranslate();
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'minmax(10rem, 1fr) 2fr',
        columnGap: 2,
        rowGap: 0.5,
        my: 1,
      }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ color: 'text.secondary' }}>
            {translate(label)}
          </Box>
          <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value ?? '—'}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
