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
import { DecimalField } from '../orders/order-fields.tsx';
import { PayoutActionButton } from '../payouts/payout-actions.tsx';
import { type BatchRecord, canPayOut } from '../payouts/types.ts';
import { PrepareBatchButton } from './prepare-batch-button.tsx';

function StatusField(_props: { label?: string; source?: string }) {
  const record = useRecordContext<BatchRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Chip
      size="small"
      color={record.status === 'CLOSED' ? 'success' : 'info'}
      label={translate(`resources.payout-batches.statuses.${record.status}`)}
    />
  );
}

function CountsField(_props: { label?: string; source?: string }) {
  const record = useRecordContext<BatchRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return <span>{translate('resources.payout-batches.counts', record.counts)}</span>;
}

/** The bank file, the same bytes every time (the browser sends the session cookie on its own origin). */
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

/** Confirming is the checker's half: the maker sees why the buttons are not there. */
function BatchActions(_props: { label?: string }) {
  const record = useRecordContext<BatchRecord>();
  const translate = useTranslate();
  if (record?.status !== 'PREPARED') return null;
  if (record.preparedByMe) {
    return (
      <Typography variant="caption" color="text.secondary">
        {translate('resources.payout-batches.own_batch')}
      </Typography>
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

function useFilters() {
  const translate = useTranslate();
  return [
    <DateInput key="valueDate" source="valueDate" alwaysOn />,
    <SelectInput
      key="status"
      source="status"
      alwaysOn
      choices={(['PREPARED', 'CLOSED'] as const).map((id) => ({
        id,
        name: translate(`resources.payout-batches.statuses.${id}`),
      }))}
    />,
  ];
}

/** Bank files prepared for a value date, and the bank's answer for each (maker-checker). */
export function BatchList() {
  const { permissions } = usePermissions();
  return (
    <List
      filters={useFilters()}
      sort={{ field: 'valueDate', order: 'DESC' }}
      actions={<ListActions />}
      perPage={25}
      exporter={false}
      // With no batch yet the list still shows its toolbar: the first batch is prepared from it.
      empty={false}
    >
      <DataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="ref" disableSort>
          <TextField source="ref" />
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
