import Typography from '@mui/material/Typography';
import { useRecordContext, useTranslate } from 'react-admin';
import type { InboxItem } from './types.ts';
import { useStaff } from './use-staff.ts';

export function AssigneeField(_props: { label?: string; source?: string }) {
  const record = useRecordContext<InboxItem>();
  const translate = useTranslate();
  const { data: staff } = useStaff();
  if (!record) return null;
  if (record.assigneeId === null) {
    return (
      <Typography component="span" variant="body2" color="text.secondary">
        {translate('resources.inbox.unassigned')}
      </Typography>
    );
  }
  const member = staff?.find((candidate) => candidate.id === record.assigneeId);
  return (
    <Typography component="span" variant="body2">
      {member?.email ?? `#${record.assigneeId}`}
    </Typography>
  );
}
