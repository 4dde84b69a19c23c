import { complaintProblemTypes, contactTopics, documents } from '@fund/domain';
import Typography from '@mui/material/Typography';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { toLanguage } from '../../providers/language.ts';
import type { InboxItem } from './types.ts';

/**
 * What the person wrote about: the contact-back topic, the complaint's problem type or the month of the statement
 * asked for, in the reader's language.
 */
export function SubjectField(_props: { label?: string; source?: string }) {
  const record = useRecordContext<InboxItem>();
  const [locale] = useLocaleState();
  const translate = useTranslate();
  if (!record) return null;
  if (record.kind === 'STATEMENT_REQUEST') {
    const month = record.statementMonth ? documents.monthName(record.statementMonth, toLanguage(locale)) : '';
    return (
      <Typography component="span" variant="body2">
        {translate('resources.inbox.statement.subject', { month })}
      </Typography>
    );
  }
  const labels = record.kind === 'CONTACT' ? contactTopics : complaintProblemTypes;
  const key = (record.kind === 'CONTACT' ? record.topic : record.problemType) as keyof typeof labels | null;
  const label = key && key in labels ? labels[key][toLanguage(locale)] : (key ?? '');
  return (
    <Typography component="span" variant="body2">
      {label}
    </Typography>
  );
}
