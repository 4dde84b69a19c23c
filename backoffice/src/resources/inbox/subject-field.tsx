import { complaintProblemTypes, contactTopics } from '@fund/domain';
import Typography from '@mui/material/Typography';
import { useLocaleState, useRecordContext } from 'react-admin';
import { toLanguage } from '../../providers/language.ts';
import type { InboxItem } from './types.ts';

/** What the person wrote about: the contact-back topic or the complaint's problem type, in the reader's language. */
export function SubjectField(_props: { label?: string; source?: string }) {
  const record = useRecordContext<InboxItem>();
  const [locale] = useLocaleState();
  if (!record) return null;
  const labels = record.kind === 'CONTACT' ? contactTopics : complaintProblemTypes;
  const key = (record.kind === 'CONTACT' ? record.topic : record.problemType) as keyof typeof labels | null;
  const label = key && key in labels ? labels[key][toLanguage(locale)] : (key ?? '');
  return (
    <Typography component="span" variant="body2">
      {label}
    </Typography>
  );
}
