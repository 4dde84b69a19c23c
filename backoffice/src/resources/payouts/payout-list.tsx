import { kycForms } from '@fund/domain';
import {
  DataTable,
  DateInput,
  Link,
  List,
  SelectInput,
  TextField,
  useCreatePath,
  useLocaleState,
  usePermissions,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { BusinessDateField } from '../../components/business-date-field.tsx';
import { NamedSearchInput } from '../../components/named-search-input.tsx';
import { StrategyInput } from '../../components/strategy-input.tsx';
import { canPayOut } from '../../providers/permissions.ts';
import { DecimalField } from '../orders/order-fields.tsx';
import {
  DestinationField,
  NoteField,
  PayoutActions,
  PayoutStatusChip,
  payoutName,
  ReceiveTypeField,
} from './payout-fields.tsx';
import { type PayoutRecord, payoutChannels, payoutStatuses } from './types.ts';

/** The payout's number opens its detail (a row click would also fire under the row's own buttons). */
function RefLink(_props: { label?: string; source?: string }) {
  const record = useRecordContext<PayoutRecord>();
  const createPath = useCreatePath();
  if (!record) return null;
  return (
    <Link to={createPath({ resource: 'payouts', type: 'show', id: record.id })}>{payoutName(record)}</Link>
  );
}

function useFilters() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return [
    <NamedSearchInput key="q" source="q" alwaysOn />,
    <DateInput key="valueDate" source="valueDate" alwaysOn />,
    <SelectInput
      key="status"
      source="status"
      alwaysOn
      choices={payoutStatuses.map((id) => ({ id, name: translate(`resources.payouts.statuses.${id}`) }))}
    />,
    <SelectInput
      key="receiveType"
      source="receiveType"
      alwaysOn
      choices={payoutChannels.map((id) => ({ id, name: translate(`resources.payouts.receiveTypes.${id}`) }))}
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

/** The payouts queue: what is due when, where it goes, and what the bank or custodian answered (DESIGN §4 "Money out"). */
export function PayoutList() {
  const { permissions } = usePermissions();
  return (
    <List filters={useFilters()} sort={{ field: 'valueDate', order: 'ASC' }} perPage={25} exporter={false}>
      <DataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="id" label="resources.payouts.fields.ref">
          <RefLink />
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
        <DataTable.Col source="receiveType" disableSort>
          <ReceiveTypeField />
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
