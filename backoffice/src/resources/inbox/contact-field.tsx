import Typography from '@mui/material/Typography';
import { useRecordContext } from 'react-admin';
import type { InboxItem } from './types.ts';

/** A complaint has no name, so the e-mail is always shown and the name only when there is one. */
export function ContactField(_props: { label?: string; source?: string }) {
  const record = useRecordContext<InboxItem>();
  if (!record) return null;
  return (
    <>
      {record.name && (
        <Typography component="span" variant="body2" sx={{ display: 'block' }}>
          {record.name}
        </Typography>
      )}
      <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
        {record.email}
      </Typography>
    </>
  );
}
