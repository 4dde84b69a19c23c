import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useRecordContext, useTranslate } from 'react-admin';
import { type AuditEntry, actionKey } from './types.ts';

interface FieldProps {
  label?: string;
  source?: string;
}

export function ActionField(_props: FieldProps) {
  const record = useRecordContext<AuditEntry>();
  const translate = useTranslate();
  if (!record) return null;
  return <span>{translate(actionKey(record.action), { _: record.action })}</span>;
}

export function ActorField(_props: FieldProps) {
  const record = useRecordContext<AuditEntry>();
  const translate = useTranslate();
  if (!record) return null;
  return <span>{record.actor ?? translate('resources.audit-log.system')}</span>;
}

export function IpField(_props: FieldProps) {
  const record = useRecordContext<AuditEntry>();
  if (!record) return null;
  return <span>{record.ip ?? '—'}</span>;
}

function JsonBlock({ label, value }: { label: string; value: unknown }) {
  return (
    <Box>
      <Typography component="h3" variant="subtitle2">
        {label}
      </Typography>
      <Box
        component="pre"
        sx={{ m: 0, p: 1, bgcolor: 'action.hover', borderRadius: 1, overflowX: 'auto', fontSize: '0.8rem' }}
      >
        {JSON.stringify(value, null, 2)}
      </Box>
    </Box>
  );
}

/** The row's detail: the state before and after the change, and the request it came with. */
export function AuditEntryPanel() {
  const record = useRecordContext<AuditEntry>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, py: 1 }}>
      <JsonBlock label={translate('resources.audit-log.fields.before')} value={record.before} />
      <JsonBlock label={translate('resources.audit-log.fields.after')} value={record.after} />
      <Typography variant="body2" color="text.secondary">
        {translate('resources.audit-log.fields.requestId')}: {record.requestId ?? '—'}
      </Typography>
    </Box>
  );
}
