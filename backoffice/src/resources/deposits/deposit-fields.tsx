import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { useFormats } from '../../components/formats.ts';
import { StatusChip, type StatusColors } from '../../components/status-chip.tsx';
import {
  type DepositDetail,
  type DepositRecord,
  type DepositStatus,
  evidenceOf,
  isDoubtful,
} from './types.ts';

interface FieldProps {
  label?: string;
  source?: string;
}

const statusColors: StatusColors<DepositStatus> = {
  AWAITING_SLIP: 'default',
  PENDING: 'info',
  VERIFIED: 'success',
  REJECTED: 'error',
};

export function DepositStatusChip(_props: FieldProps) {
  return <StatusChip resource="deposits" colors={statusColors} />;
}

export function MethodField(_props: FieldProps) {
  const record = useRecordContext<DepositRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return <span>{translate(`resources.deposits.methods.${record.method}`, { _: record.method })}</span>;
}

/** Baht with thousands separators, digits untouched. */
export function AmountField(_props: FieldProps) {
  const record = useRecordContext<DepositRecord>();
  const { decimal } = useFormats();
  if (!record) return null;
  return <span>{decimal(record.amount)}</span>;
}

/** The investor's name in the reader's language (the other one, or the e-mail, when it is missing). */
export function InvestorField(_props: FieldProps) {
  const record = useRecordContext<DepositRecord>();
  const [locale] = useLocaleState();
  if (!record) return null;
  const name = record.investorName ?? { th: null, en: null };
  const preferred = locale === 'en' ? (name.en ?? name.th) : (name.th ?? name.en);
  return <span>{preferred ?? record.email}</span>;
}

/**
 * The evidence that the money arrived, one chip each: slip, bank notification (in the queue, what it found; a
 * mismatch in a warning colour). A deposit with neither says so in a warning colour.
 */
export function EvidenceField(_props: FieldProps) {
  const record = useRecordContext<DepositRecord & Partial<Pick<DepositDetail, 'qrNotifications'>>>();
  const translate = useTranslate();
  if (!record) return null;
  const evidence = evidenceOf(record);
  const label = (key: string) => translate(`resources.deposits.evidence.${key}`);
  if (evidence.length === 0) {
    return <Chip size="small" variant="outlined" color="warning" label={label('none')} />;
  }
  return (
    <Stack direction="row" spacing={0.5} component="span">
      {evidence.map((kind) => (
        <Chip
          key={kind}
          size="small"
          variant="outlined"
          color={isDoubtful(kind) ? 'warning' : 'success'}
          label={label(kind)}
        />
      ))}
    </Stack>
  );
}
