import { DataTable, List } from 'react-admin';
import { InstantField } from '../../components/instant-field.tsx';
import { OutboxMessagePanel, OutboxStatusChip, TemplateField } from './outbox-fields.tsx';

// The API sorts by id only and has no filters: newest first, read-only.
export function OutboxList() {
  return (
    <List sort={{ field: 'id', order: 'DESC' }} perPage={50} exporter={false}>
      <DataTable rowClick="expand" expand={<OutboxMessagePanel />} bulkActionButtons={false}>
        <DataTable.Col source="recipient" disableSort />
        <DataTable.Col source="template" disableSort>
          <TemplateField />
        </DataTable.Col>
        <DataTable.Col source="subject" disableSort />
        <DataTable.Col source="status" disableSort>
          <OutboxStatusChip />
        </DataTable.Col>
        <DataTable.Col source="createdAt" disableSort>
          <InstantField source="createdAt" />
        </DataTable.Col>
        <DataTable.Col source="sentAt" disableSort>
          <InstantField source="sentAt" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
