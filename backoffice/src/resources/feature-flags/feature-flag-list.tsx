import { DataTable, List, SearchInput } from 'react-admin';
import { FlagChangedField, FlagNameAndEffectField } from './flag-fields.tsx';
import { FlagToggle } from './flag-toggle.tsx';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

export function FeatureFlagList() {
  return (
    <List filters={filters} sort={{ field: 'id', order: 'ASC' }} perPage={50} exporter={false}>
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col source="id" sx={{ minWidth: '14rem' }}>
          <FlagNameAndEffectField />
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
