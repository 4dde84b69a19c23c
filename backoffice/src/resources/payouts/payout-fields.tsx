import { kycForms } from '@fund/domain';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { StatusChip, type StatusColors } from '../../components/status-chip.tsx';
import { walletNetworkName } from '../../components/wallet-network-name.ts';
import { PayoutActionButton } from './payout-actions.tsx';
import type { PayoutRecord, PayoutStatus } from './types.ts';

interface FieldProps {
  label?: string;
  source?: string;
}

const statusColors: StatusColors<PayoutStatus> = {
  HELD: 'warning',
  PENDING: 'info',
  IN_BATCH: 'primary',
  PAID: 'success',
  FAILED: 'error',
  RETURNED: 'default',
};

export const payoutName = (record: Pick<PayoutRecord, 'id'>) => `PO-${record.id}`;

export function PayoutStatusChip(_props: FieldProps) {
  return <StatusChip resource="payouts" colors={statusColors} />;
}

export function ReceiveTypeField(_props: FieldProps) {
  const record = useRecordContext<PayoutRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return <span>{translate(`resources.payouts.receiveTypes.${record.receiveType}`)}</span>;
}

/**
 * Where the money goes. A bank payout: bank, account number and name as they go into the bank file. A wallet
 * payout: the network and the address; the list shows the address shortened (its start and end, as the investor
 * sees it), with the whole of it as the title, and the detail page (`full`) shows it whole.
 */
export function DestinationField({ full = false }: FieldProps & { full?: boolean }) {
  const record = useRecordContext<PayoutRecord>();
  const [locale] = useLocaleState();
  if (!record) return null;
  if (record.receiveType === 'WALLET') {
    if (!record.walletAddress) return <span>—</span>;
    return (
      <span>
        {walletNetworkName(record.walletNetwork, locale)}
        <br />
        {full ? (
          <Box component="span" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
            {record.walletAddress}
          </Box>
        ) : (
          <Box component="abbr" title={record.walletAddress} sx={{ fontFamily: 'monospace' }}>
            {record.walletAddressShort || kycForms.walletAddressShort(record.walletAddress)}
          </Box>
        )}
      </span>
    );
  }
  if (!record.accountNumber) return <span>—</span>;
  const bank = locale === 'en' ? record.bankNameEn : record.bankNameTh;
  return (
    <span>
      {bank ?? record.bankCode} {record.accountNumber}
      <br />
      {record.accountName}
    </span>
  );
}

/** A transaction hash is 64 hex digits: a table shows its start and end, enough to find it on the chain. */
const shortHash = (hash: string) => (hash.length <= 20 ? hash : `${hash.slice(0, 10)}…${hash.slice(-8)}`);

/**
 * What the payout's answer was: the bank's reference for a bank payout, the custodian's transaction hash for a
 * wallet payout (the whole hash as the title, and on the detail page with `full`).
 */
export function ReferenceField({ full = false }: FieldProps & { full?: boolean }) {
  const record = useRecordContext<PayoutRecord>();
  if (!record?.bankReference) return <span>—</span>;
  if (record.receiveType !== 'WALLET') return <span>{record.bankReference}</span>;
  return full ? (
    <Box component="span" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
      {record.bankReference}
    </Box>
  ) : (
    <Box component="abbr" title={record.bankReference} sx={{ fontFamily: 'monospace' }}>
      {shortHash(record.bankReference)}
    </Box>
  );
}

/** Why it is held, failed or returned; the bank's reference or the transaction hash once paid. */
export function NoteField(_props: FieldProps) {
  const record = useRecordContext<PayoutRecord>();
  const translate = useTranslate();
  if (!record) return null;
  if (record.holdReason) {
    return <span>{translate(`resources.payouts.holds.${record.holdReason}`, { _: record.holdReason })}</span>;
  }
  if (record.bankReference) return <ReferenceField />;
  return <span>{record.failureReason ?? '—'}</span>;
}

/**
 * The answers operations may record on one payout. A wallet payout in a batch has none: the custodian answers
 * the whole batch when a second staff member sends it.
 */
export function PayoutActions(_props: { label?: string }) {
  const record = useRecordContext<PayoutRecord>();
  const translate = useTranslate();
  if (!record) return null;
  const name = payoutName(record);
  const byBank = record.receiveType !== 'WALLET';
  return (
    <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
      {record.status === 'IN_BATCH' && byBank && (
        <>
          <PayoutActionButton resource="payouts" id={record.id} action="paid" name={name} color="success" />
          <PayoutActionButton resource="payouts" id={record.id} action="failed" name={name} color="error" />
        </>
      )}
      {record.status === 'IN_BATCH' && !byBank && (
        <Typography variant="caption" color="text.secondary">
          {translate('resources.payouts.sent_with_batch')}
        </Typography>
      )}
      {(record.status === 'FAILED' || record.status === 'HELD') && (
        <PayoutActionButton resource="payouts" id={record.id} action="requeue" name={name} />
      )}
      {record.status === 'FAILED' && (
        <PayoutActionButton resource="payouts" id={record.id} action="returned" name={name} />
      )}
    </Stack>
  );
}
