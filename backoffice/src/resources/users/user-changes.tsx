import type { Answer, ItemOf } from '@fund/contract';
import { hiddenValue } from '@fund/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useGetList, useRecordContext, useTranslate } from 'react-admin';
import { useFormats } from '../../components/formats.ts';
import { useFlagOn } from '../../providers/feature-flag.ts';
import type { UserRecord } from './types.ts';

/** `GET /admin/users/:id/changes`: one change the investor made to their own account. */
type UserChange = ItemOf<Answer<'/admin/users/{id}/changes'>>;

/** A value as one line: an address reads as its parts, an empty value as a dash, a secret as hidden. */
function showValue(value: unknown, translate: (key: string) => string): string {
  if (value === null || value === undefined || value === '') return '—';
  if (value === hiddenValue) return translate('resources.users.changes.hidden');
  if (typeof value === 'boolean') return translate(`resources.users.changes.${value ? 'on' : 'off_value'}`);
  if (typeof value === 'object') {
    return Object.values(value as Record<string, unknown>)
      .filter((part) => part !== null && part !== '' && typeof part !== 'object')
      .join(' ');
  }
  return String(value);
}

/**
 * "Changes by the investor" on the user's page: the logUserChange history, newest first. Secrets show as hidden
 * and ID and bank numbers arrive masked from the API. While the flag is off the section says new changes are not
 * recorded (staff decisions and security events are still in the audit log).
 */
export function UserChanges() {
  const record = useRecordContext<UserRecord>();
  const translate = useTranslate();
  const { dateTime } = useFormats();
  const recording = useFlagOn('logUserChange');
  const { data, isPending, error } = useGetList<UserChange>(
    `users/${record?.id}/changes`,
    { pagination: { page: 1, perPage: 20 }, sort: { field: 'id', order: 'DESC' } },
    { enabled: record !== undefined },
  );
  if (!record) return null;
  const label = (key: string, fallback: string) =>
    translate(`resources.users.changes.${key}`, { _: fallback });
  return (
    <Box component="section" aria-labelledby="user-changes-title" sx={{ px: 2, pb: 2, minWidth: 0 }}>
      <Typography id="user-changes-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate('resources.users.changes.title')}
      </Typography>
      {recording.data === false && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {translate('resources.users.changes.off')}
        </Alert>
      )}
      {error ? (
        <Alert severity="error">{translate('ra.notification.http_error')}</Alert>
      ) : isPending ? null : data && data.length > 0 ? (
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {data.map((change) => (
            <Box component="li" key={change.id} sx={{ borderLeft: 3, borderColor: 'divider', pl: 1.5 }}>
              <Typography variant="body2" color="text.secondary">
                {dateTime(change.createdAt)} · {label(`sources.${change.source}`, change.source)}
              </Typography>
              {change.fields.map(({ field, before, after }) => (
                <Typography key={field} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {label(`fields.${field.replaceAll('.', '_')}`, field)}: {showValue(before, translate)} →{' '}
                  {showValue(after, translate)}
                </Typography>
              ))}
            </Box>
          ))}
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {translate('resources.users.changes.none')}
        </Typography>
      )}
    </Box>
  );
}
