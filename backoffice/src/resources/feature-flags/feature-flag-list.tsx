import { DataTable, List, SearchInput } from 'react-admin';
import { FlagChangedField, FlagEffectField } from './flag-fields.tsx';
import { FlagToggle } from './flag-toggle.tsx';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

export function FeatureFlagList() {
  return (
    <List filters={filters} sort={{ field: 'id', order: 'ASC' }} perPage={50} exporter={false}>
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col source="id" />
        <DataTable.Col source="governs" disableSort>
          <FlagEffectField />
        </DataTable.Col>
        <DataTable.Col source="enabled">
          <FlagToggle />
        </DataTable.Col>
        <DataTable.Col source="updatedAt" disableSort>
          <FlagChangedField />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
