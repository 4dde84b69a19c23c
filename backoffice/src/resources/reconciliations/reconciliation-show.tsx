import {
  ArrayField,
  DataTable,
  DateField,
  NumberField,
  Show,
  SimpleShowLayout,
  TextField,
} from 'react-admin';
import { BusinessDateField } from '../../components/business-date-field.tsx';
import { RunStatusChip } from './reconciliation-list.tsx';

/** One run and each break: ours, the custodian's, and the difference (custodian minus ours). */
export function ReconciliationShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <BusinessDateField source="asOf" />
        <RunStatusChip />
        <NumberField source="breakCount" />
        <NumberField source="positionsChecked" />
        <TextField source="cause" />
        <DateField source="createdAt" showTime />
        <ArrayField source="breaks">
          <DataTable bulkActionButtons={false} rowClick={false}>
            <DataTable.Col source="kind" label="resources.reconciliations.fields.kind">
              <TextField source="kind" />
            </DataTable.Col>
            <DataTable.Col source="email" label="resources.reconciliations.fields.email">
              <TextField source="email" />
            </DataTable.Col>
            <DataTable.Col source="strategyCode" label="resources.reconciliations.fields.strategyCode">
              <TextField source="strategyCode" emptyText="THB" />
            </DataTable.Col>
            <DataTable.Col source="ours" label="resources.reconciliations.fields.ours">
              <TextField source="ours" />
            </DataTable.Col>
            <DataTable.Col source="theirs" label="resources.reconciliations.fields.theirs">
              <TextField source="theirs" />
            </DataTable.Col>
            <DataTable.Col source="difference" label="resources.reconciliations.fields.difference">
              <TextField source="difference" />
            </DataTable.Col>
          </DataTable>
        </ArrayField>
      </SimpleShowLayout>
    </Show>
  );
}
