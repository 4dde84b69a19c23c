import type { KycCaseListStatus } from '@fund/domain';
import Chip from '@mui/material/Chip';
import { useRecordContext, useTranslate } from 'react-admin';
import { useFormats } from '../../components/formats.ts';
import { StatusChip, type StatusColors } from '../../components/status-chip.tsx';
import type { KycCaseRecord } from './types.ts';

const statusColors: StatusColors<KycCaseListStatus> = {
  NOT_SUBMITTED: 'default',
  PENDING: 'info',
  REVIEW: 'warning',
  OVERDUE: 'error',
  REJECTED: 'error',
  VERIFIED: 'success',
  BLOCKED: 'error',
};

interface FieldProps {
  label?: string;
  source?: string;
}

export function CaseStatusChip(_props: FieldProps) {
  return <StatusChip resource="kyc-cases" colors={statusColors} />;
}

/** Thai name over English name; either may be missing before the identity step is done. */
export function CaseNameField(_props: FieldProps) {
  const record = useRecordContext<KycCaseRecord>();
  if (!record) return null;
  if (!record.nameTh && !record.nameEn) return <span>—</span>;
  return (
    <span>
      {record.nameTh && <span style={{ display: 'block' }}>{record.nameTh}</span>}
      {record.nameEn && <span style={{ display: 'block' }}>{record.nameEn}</span>}
    </span>
  );
}

export function RiskBandField(_props: FieldProps) {
  const record = useRecordContext<KycCaseRecord>();
  const translate = useTranslate();
  if (!record) return null;
  if (!record.riskBand) return <span>—</span>;
  const band = translate(`resources.kyc-cases.risk_bands.${record.riskBand}`, { _: record.riskBand });
  return <span>{record.riskScore === null ? band : `${band} (${record.riskScore})`}</span>;
}

/** Shown only when enhanced due diligence is asked for, so the flagged rows stand out. */
export function EddFlagField(_props: FieldProps) {
  const record = useRecordContext<KycCaseRecord>();
  const translate = useTranslate();
  if (!record) return null;
  if (!record.eddRequired) return <span>—</span>;
  return (
    <Chip
      size="small"
      color="warning"
      label="EDD"
      title={translate('resources.kyc-cases.fields.eddRequired')}
    />
  );
}

export function WaitingDaysField(_props: FieldProps) {
  const record = useRecordContext<KycCaseRecord>();
  if (!record) return null;
  return <span>{record.waitingDays ?? '—'}</span>;
}

export function CustomerTypeField(_props: FieldProps) {
  const record = useRecordContext<KycCaseRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return <span>{translate(`resources.kyc-cases.customer_types.${record.customerType}`)}</span>;
}

export function DeadlineField(_props: FieldProps) {
  const record = useRecordContext<KycCaseRecord>();
  const { businessDate } = useFormats();
  if (!record) return null;
  if (!record.deadline) return <span>—</span>;
  return <time dateTime={record.deadline}>{businessDate(record.deadline)}</time>;
}
