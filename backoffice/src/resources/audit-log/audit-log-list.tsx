import { DataTable, List, SelectInput, TextInput } from 'react-admin';
import { InstantField } from '../../components/instant-field.tsx';
import { ActionField, ActorField, AuditEntryPanel, IpField } from './audit-fields.tsx';
import { actionChoices } from './types.ts';

// The API filters by action and target (both exact) and sorts by id only, newest first.
const auditFilters = [
  <SelectInput key="action" source="action" choices={actionChoices} alwaysOn />,
  <TextInput
    key="subject"
    source="subject"
    helperText="resources.audit-log.subject_helper"
    resettable
    alwaysOn
  />,
];

/** Read-only: entries are written by the API in the same transaction as the change they record. */
export function AuditLogList() {
  return (
    <List filters={auditFilters} sort={{ field: 'id', order: 'DESC' }} perPage={50} exporter={false}>
      <DataTable rowClick="expand" expand={<AuditEntryPanel />} bulkActionButtons={false}>
        <DataTable.Col source="createdAt" disableSort>
          <InstantField source="createdAt" />
        </DataTable.Col>
        <DataTable.Col source="actor" disableSort>
          <ActorField />
        </DataTable.Col>
        <DataTable.Col source="action" disableSort>
          <ActionField />
        </DataTable.Col>
        <DataTable.Col source="subject" disableSort />
        <DataTable.Col source="ip" disableSort>
          <IpField />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
