import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import { useCreatePath, useRecordContext, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { KycCaseDetail } from './types.ts';

/**
 * One person, one account: other accounts that look like this applicant (same ID, an ID one digit apart, the same
 * name and birth date, bank account or phone), shown as a warning at the top of the case so nobody approves a
 * second account without seeing it. Nothing is shown when there is none.
 */
export function NearMatchesSection() {
  const record = useRecordContext<KycCaseDetail>();
  const translate = useTranslate();
  const createPath = useCreatePath();
  const matches = record?.nearMatches ?? [];
  if (matches.length === 0) return null;
  return (
    <Alert severity="warning" component="section" role="region" aria-labelledby="near-matches-title">
      <AlertTitle id="near-matches-title" component="h2">
        {translate('resources.kyc-cases.sections.near_matches')}
      </AlertTitle>
      <Box component="p" sx={{ mt: 0 }}>
        {translate('resources.kyc-cases.near_matches.lead')}
      </Box>
      <Box component="ul" sx={{ m: 0, pl: 2, display: 'grid', gap: 1 }}>
        {matches.map((match) => (
          <li key={match.id}>
            <Link
              component={RouterLink}
              to={createPath({ resource: 'kyc-cases', id: match.id, type: 'show' })}
              aria-label={translate('resources.kyc-cases.near_matches.open', { email: match.email })}
              sx={{ overflowWrap: 'anywhere' }}
            >
              {match.nameTh ? `${match.nameTh} · ${match.email}` : match.email}
            </Link>{' '}
            <Chip
              size="small"
              variant="outlined"
              label={translate(`resources.kyc-cases.statuses.${match.status}`, { _: match.status })}
            />
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
              {match.signals.map((signal) => (
                <Chip
                  key={signal}
                  size="small"
                  color="warning"
                  label={translate(`resources.kyc-cases.near_matches.signals.${signal}`)}
                />
              ))}
            </Box>
          </li>
        ))}
      </Box>
    </Alert>
  );
}
