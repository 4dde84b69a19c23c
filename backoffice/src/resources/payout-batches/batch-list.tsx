import { investing } from '@fund/domain';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataTable,
  DateInput,
  List,
  SelectInput,
  TextField,
  TopToolbar,
  usePermissions,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { BusinessDateField } from '../../components/business-date-field.tsx';
import { catalogueChoices } from '../../components/catalogue-choices.ts';
import { canPayOut } from '../../providers/permissions.ts';
import { DecimalField } from '../orders/order-fields.tsx';
import { PayoutActionButton } from '../payouts/payout-actions.tsx';
import { type BatchRecord, payoutChannels } from '../payouts/types.ts';
import { PrepareBatchButton } from './prepare-batch-button.tsx';

/** A prepared bank batch waits for the bank's answer; a prepared wallet batch waits to be sent. */
function StatusField(_props: { label?: string; source?: string }) {
  const record = useRecordContext<BatchRecord>();
  const translate = useTranslate();
  if (!record) return null;
  const key = record.status === 'PREPARED' ? `PREPARED_${record.channel}` : record.status;
  return (
    <Chip
      size="small"
      color={record.status === 'CLOSED' ? 'success' : 'info'}
      label={translate(`resources.payout-batches.statuses.${key}`)}
    />
  );
}

function ChannelField(_props: { label?: string; source?: string }) {
  const record = useRecordContext<BatchRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return <span>{translate(`resources.payout-batches.channels.${record.channel}`)}</span>;
}

function CountsField(_props: { label?: string; source?: string }) {
  const record = useRecordContext<BatchRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return <span>{translate('resources.payout-batches.counts', record.counts)}</span>;
}

/**
 * The bank file, or the custodian's transfer instruction of a wallet batch: the same bytes every time (the
 * browser sends the session cookie on its own origin).
 */
function FileField(_props: { label?: string; source?: string }) {
  const record = useRecordContext<BatchRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Link href={`/api/admin/payout-batches/${record.id}/file`} download={record.fileName}>
      {translate('resources.payout-batches.download', { name: record.fileName })}
    </Link>
  );
}

/**
 * Confirming is the checker's half: the maker sees why the buttons are not there. A bank batch is confirmed with
 * the bank's answer (paid with its reference, or failed); a wallet batch is sent through the custodian, which
 * answers each payout itself.
 */
function BatchActions(_props: { label?: string }) {
  const record = useRecordContext<BatchRecord>();
  const translate = useTranslate();
  if (record?.status !== 'PREPARED') return null;
  if (record.preparedByMe) {
    return (
      // Wide enough to read as a sentence, even when the table must scroll for it.
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', minWidth: '12rem' }}>
        {translate(`resources.payout-batches.own_batch_${record.channel}`)}
      </Typography>
    );
  }
  if (record.channel === 'WALLET') {
    return (
      <PayoutActionButton
        resource="payout-batches"
        id={record.id}
        action="send"
        name={record.ref}
        color="success"
        doneArgs={(answer) => (answer as BatchRecord).counts}
      />
    );
  }
  return (
    <Stack direction="row" spacing={1}>
      <PayoutActionButton
        resource="payout-batches"
        id={record.id}
        action="paid"
        name={record.ref}
        color="success"
      />
      <PayoutActionButton
        resource="payout-batches"
        id={record.id}
        action="failed"
        name={record.ref}
        color="error"
      />
    </Stack>
  );
}

function ListActions() {
  const { permissions } = usePermissions();
  return <TopToolbar>{canPayOut(permissions) ? <PrepareBatchButton /> : null}</TopToolbar>;
}

const filters = [
  <DateInput key="valueDate" source="valueDate" alwaysOn />,
  <SelectInput
    key="channel"
    source="channel"
    alwaysOn
    choices={catalogueChoices(payoutChannels, 'resources.payout-batches.channels')}
  />,
  <SelectInput
    key="status"
    source="status"
    alwaysOn
    choices={catalogueChoices(investing.payoutBatchStatuses, 'resources.payout-batches.statuses')}
  />,
];

/**
 * Batches prepared for a value date, each of one channel (a bank file, or a wallet transfer through the
 * custodian), and the answer for each (maker-checker).
 */
export function BatchList() {
  const { permissions } = usePermissions();
  return (
    <List
      filters={filters}
      sort={{ field: 'valueDate', order: 'DESC' }}
      actions={<ListActions />}
      perPage={25}
      exporter={false}
      // With no batch yet the list still shows its toolbar: the first batch is prepared from it.
      empty={false}
    >
      <DataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="ref" disableSort>
          <TextField source="ref" sx={{ whiteSpace: 'nowrap' }} />
        </DataTable.Col>
        <DataTable.Col source="channel" disableSort>
          <ChannelField />
        </DataTable.Col>
        <DataTable.Col source="valueDate">
          <BusinessDateField source="valueDate" />
        </DataTable.Col>
        <DataTable.Col source="status" disableSort>
          <StatusField />
        </DataTable.Col>
        <DataTable.Col source="payoutCount" disableSort>
          <TextField source="payoutCount" />
        </DataTable.Col>
        <DataTable.Col source="totalAmount" disableSort>
          <DecimalField source="totalAmount" />
        </DataTable.Col>
        <DataTable.Col source="counts" disableSort>
          <CountsField />
        </DataTable.Col>
        <DataTable.Col source="preparedBy" disableSort>
          <TextField source="preparedBy" />
        </DataTable.Col>
        <DataTable.Col source="fileName" disableSort>
          <FileField />
        </DataTable.Col>
        {canPayOut(permissions) ? (
          <DataTable.Col label="" disableSort>
            <BatchActions />
          </DataTable.Col>
        ) : null}
      </DataTable>
    </List>
  );
}
