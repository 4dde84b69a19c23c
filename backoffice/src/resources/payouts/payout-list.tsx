import { kycForms } from '@fund/domain';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import {
  DataTable,
  DateInput,
  List,
  SearchInput,
  SelectInput,
  TextField,
  useLocaleState,
  usePermissions,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { BusinessDateField } from '../../components/business-date-field.tsx';
import { StrategyInput } from '../../components/strategy-input.tsx';
import { DecimalField } from '../orders/order-fields.tsx';
import { PayoutActionButton } from './payout-actions.tsx';
import { canPayOut, type PayoutRecord, type PayoutStatus, payoutStatuses } from './types.ts';

// The colours only repeat what the label already says.
const statusColors: Record<PayoutStatus, ChipProps['color']> = {
  HELD: 'warning',
  PENDING: 'info',
  IN_BATCH: 'primary',
  PAID: 'success',
  FAILED: 'error',
  RETURNED: 'default',
};

function PayoutStatusChip(_props: { label?: string; source?: string }) {
  const record = useRecordContext<PayoutRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Chip
      size="small"
      color={statusColors[record.status] ?? 'default'}
      label={translate(`resources.payouts.statuses.${record.status}`, { _: record.status })}
    />
  );
}

/** Bank, account number and name as they go into the bank file. */
function DestinationField(_props: { label?: string; source?: string }) {
  const record = useRecordContext<PayoutRecord>();
  const [locale] = useLocaleState();
  if (!record) return null;
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

/** Why it is held, failed or returned; the bank reference once paid. */
function NoteField(_props: { label?: string; source?: string }) {
  const record = useRecordContext<PayoutRecord>();
  const translate = useTranslate();
  if (!record) return null;
  if (record.holdReason) return <span>{translate(`resources.payouts.holds.${record.holdReason}`)}</span>;
  return <span>{record.bankReference ?? record.failureReason ?? '—'}</span>;
}

function PayoutActions(_props: { label?: string }) {
  const record = useRecordContext<PayoutRecord>();
  if (!record) return null;
  const name = `PO-${record.id}`;
  return (
    <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
      {record.status === 'IN_BATCH' && (
        <>
          <PayoutActionButton resource="payouts" id={record.id} action="paid" name={name} color="success" />
          <PayoutActionButton resource="payouts" id={record.id} action="failed" name={name} color="error" />
        </>
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

function useFilters() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return [
    <SearchInput key="q" source="q" alwaysOn />,
    <DateInput key="valueDate" source="valueDate" alwaysOn />,
    <SelectInput
      key="status"
      source="status"
      alwaysOn
      choices={payoutStatuses.map((id) => ({ id, name: translate(`resources.payouts.statuses.${id}`) }))}
    />,
    <SelectInput
      key="bankCode"
      source="bankCode"
      alwaysOn
      choices={kycForms.thaiBanks.map((b) => ({ id: b.code, name: locale === 'en' ? b.nameEn : b.nameTh }))}
    />,
    <StrategyInput key="strategyCode" source="strategyCode" alwaysOn />,
  ];
}

/** The payouts queue: what is due when, where it goes, and what the bank answered (DESIGN §4 "Money out"). */
export function PayoutList() {
  const { permissions } = usePermissions();
  return (
    <List filters={useFilters()} sort={{ field: 'valueDate', order: 'ASC' }} perPage={25} exporter={false}>
      <DataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="id" label="resources.payouts.fields.ref">
          <TextField source="id" />
        </DataTable.Col>
        <DataTable.Col source="orderRef" disableSort>
          <TextField source="orderRef" />
        </DataTable.Col>
        <DataTable.Col source="email" disableSort>
          <TextField source="email" />
        </DataTable.Col>
        <DataTable.Col source="strategyCode" disableSort>
          <TextField source="strategyCode" />
        </DataTable.Col>
        <DataTable.Col source="valueDate">
          <BusinessDateField source="valueDate" />
        </DataTable.Col>
        <DataTable.Col source="amount">
          <DecimalField source="amount" />
        </DataTable.Col>
        <DataTable.Col source="accountNumber" disableSort>
          <DestinationField />
        </DataTable.Col>
        <DataTable.Col source="status" disableSort>
          <PayoutStatusChip />
        </DataTable.Col>
        <DataTable.Col source="batchRef" disableSort>
          <TextField source="batchRef" emptyText="—" />
        </DataTable.Col>
        <DataTable.Col source="note" disableSort>
          <NoteField />
        </DataTable.Col>
        {canPayOut(permissions) ? (
          <DataTable.Col label="" disableSort>
            <PayoutActions />
          </DataTable.Col>
        ) : null}
      </DataTable>
    </List>
  );
}
