import { BooleanField, DataTable, List } from 'react-admin';
import { InstantField } from '../../components/instant-field.tsx';

// The API sorts settings by id only, so the other columns are not sortable.
export function AppSettingList() {
  return (
    <List pagination={false} exporter={false}>
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col source="id" />
        <DataTable.Col source="maintenance" field={BooleanField} disableSort />
        <DataTable.Col source="maintenanceText" disableSort />
        <DataTable.Col source="updatedAt" field={InstantField} disableSort />
      </DataTable>
    </List>
  );
}
