import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useRecordContext, useTranslate } from 'react-admin';
import { useFormats } from '../../components/formats.ts';
import { BangkokTime, CaseSection, FactList } from './case-section.tsx';
import {
  CaseNameField,
  CaseStatusChip,
  CustomerTypeField,
  DeadlineField,
  EddFlagField,
  RiskBandField,
} from './kyc-case-fields.tsx';
import type { CaseReason, KycCaseDetail } from './types.ts';

export function SummarySection() {
  const record = useRecordContext<KycCaseDetail>();
  if (!record) return null;
  return (
    <CaseSection title="summary">
      <FactList
        rows={[
          ['resources.kyc-cases.fields.status', <CaseStatusChip key="status" />],
          ['resources.kyc-cases.fields.name', <CaseNameField key="name" />],
          ['resources.kyc-cases.fields.email', record.email],
          ['resources.kyc-cases.fields.userUuid', record.userUuid],
          ['resources.kyc-cases.fields.customerType', <CustomerTypeField key="type" />],
          ['resources.kyc-cases.fields.submittedAt', <BangkokTime key="at" value={record.submittedAt} />],
          [
            'resources.kyc-cases.fields.waitingDays',
            record.waitingDays === null ? null : String(record.waitingDays),
          ],
          ['resources.kyc-cases.fields.riskBand', <RiskBandField key="band" />],
          ['resources.kyc-cases.fields.eddRequired', <EddFlagField key="edd" />],
          ['resources.kyc-cases.fields.deadline', <DeadlineField key="deadline" />],
          ['resources.kyc-cases.fields.decidedAt', <BangkokTime key="decided" value={record.decidedAt} />],
          ['resources.kyc-cases.fields.decidedBy', record.decidedBy?.email ?? null],
        ]}
      />
    </CaseSection>
  );
}

export function StepsSection() {
  const record = useRecordContext<KycCaseDetail>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <CaseSection title="steps">
      <List dense disablePadding>
        {record.steps.map((step) => (
          <ListItem
            key={step.key}
            disableGutters
            secondaryAction={
              <Chip
                size="small"
                color={
                  step.status === 'VERIFIED'
                    ? 'success'
                    : step.status === 'REJECT' || step.status === 'BLOCKED'
                      ? 'error'
                      : 'default'
                }
                label={translate(`resources.kyc-cases.step_statuses.${step.status}`, { _: step.status })}
              />
            }
          >
            <ListItemText primary={translate(`resources.kyc-cases.steps.${step.key}`, { _: step.key })} />
          </ListItem>
        ))}
      </List>
    </CaseSection>
  );
}

function ReasonItems({ reasons }: { reasons: CaseReason[] }) {
  const translate = useTranslate();
  return (
    <Box component="ul" sx={{ m: 0, pl: 3 }}>
      {reasons.map((item, index) => (
        // Two reasons may name the same step, so the position keeps them apart.
        // biome-ignore lint/suspicious/noArrayIndexKey: reasons have no id and never reorder.
        <li key={index}>
          <strong>{translate(`resources.kyc-cases.steps.${item.step}`, { _: item.step })}</strong>:{' '}
          {item.reason}
        </li>
      ))}
    </Box>
  );
}

/** What the customer was last told to fix; shown only while there is something. */
export function ReasonsSection() {
  const record = useRecordContext<KycCaseDetail>();
  if (!record || record.reasons.length === 0) return null;
  return (
    <CaseSection title="reasons">
      <ReasonItems reasons={record.reasons} />
    </CaseSection>
  );
}

/** Newest first, as the API sends them: who did what and when, with the note, deadline and reasons. */
export function EventsSection() {
  const record = useRecordContext<KycCaseDetail>();
  const translate = useTranslate();
  const { businessDate } = useFormats();
  if (!record) return null;
  return (
    <CaseSection title="events">
      {record.events.length === 0 ? (
        <Typography color="text.secondary">{translate('resources.kyc-cases.events.empty')}</Typography>
      ) : (
        <Box component="ol" sx={{ m: 0, pl: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}>
          {record.events.map((event) => (
            <li key={event.id}>
              <Typography component="div" variant="body2">
                <strong>
                  {translate(`resources.kyc-cases.events.${event.action}`, { _: event.action })}
                </strong>{' '}
                · <BangkokTime value={event.at} /> ·{' '}
                {translate('resources.kyc-cases.events.by', {
                  actor: event.actor?.email ?? translate('resources.kyc-cases.events.system'),
                })}
              </Typography>
              {event.deadline && (
                <Typography variant="body2">
                  {translate('resources.kyc-cases.events.deadline', {
                    date: businessDate(event.deadline),
                  })}
                </Typography>
              )}
              {event.reasons && event.reasons.length > 0 && <ReasonItems reasons={event.reasons} />}
              {event.note && (
                <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-wrap' }}>
                  {event.note}
                </Typography>
              )}
            </li>
          ))}
        </Box>
      )}
    </CaseSection>
  );
}
