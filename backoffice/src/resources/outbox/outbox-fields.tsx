import Box from '@mui/material/Box';
import Chip, { type ChipProps } from '@mui/material/Chip';
import { Labeled, NumberField, TextField, useRecordContext, useTranslate } from 'react-admin';
import type { OutboxMessage, OutboxStatus } from './types.ts';

interface FieldProps {
  label?: string;
  source?: string;
}

// The colours only repeat what the label already says.
const statusColors: Record<OutboxStatus, ChipProps['color']> = {
  SENT: 'success',
  PENDING: 'default',
  RETRYING: 'warning',
  FAILED: 'error',
};

export function OutboxStatusChip(_props: FieldProps) {
  const record = useRecordContext<OutboxMessage>();
  const translate = useTranslate();
  if (!record) return null;
  const { status } = record;
  return (
    <Chip
      size="small"
      color={statusColors[status]}
      label={translate(`resources.outbox.statuses.${status}`)}
    />
  );
}

/** Known templates are named in the reader's language; others show as the API names them. */
export function TemplateField(_props: FieldProps) {
  const record = useRecordContext<OutboxMessage>();
  const translate = useTranslate();
  if (!record) return null;
  if (!record.template) return <span>—</span>;
  return <span>{translate(`resources.outbox.templates.${record.template}`, { _: record.template })}</span>;
}

export function ChannelField(_props: FieldProps) {
  const record = useRecordContext<OutboxMessage>();
  const translate = useTranslate();
  if (!record) return null;
  return <span>{translate(`resources.outbox.channels.${record.channel}`, { _: record.channel })}</span>;
}

/** The row's detail: delivery attempts and the last error the mail server gave. */
export function OutboxMessagePanel() {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, py: 1 }}>
      <Labeled source="channel" resource="outbox">
        <ChannelField />
      </Labeled>
      <Labeled source="subject" resource="outbox">
        <TextField source="subject" />
      </Labeled>
      <Labeled source="attempts" resource="outbox">
        <NumberField source="attempts" />
      </Labeled>
      <Labeled source="lastError" resource="outbox">
        <TextField source="lastError" emptyText="—" sx={{ overflowWrap: 'anywhere' }} />
      </Labeled>
      <Box sx={{ width: '100%', color: 'text.secondary', typography: 'body2' }}>
        {translate('resources.outbox.body_not_available')}
      </Box>
    </Box>
  );
}
