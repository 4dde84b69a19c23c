import { juristicAccountStatuses } from '@fund/domain';
import { ChipField, DataTable, FunctionField, List, SelectInput, TextInput, useTranslate } from 'react-admin';
import { catalogueChoices } from '../../components/catalogue-choices.ts';
import { InstantField } from '../../components/instant-field.tsx';
import type { JuristicAccountRecord } from './types.ts';

const filters = [
  <SelectInput
    key="status"
    source="status"
    alwaysOn
    choices={catalogueChoices(juristicAccountStatuses, 'resources.juristic-accounts.statuses')}
  />,
  <TextInput key="q" source="q" label="ra.action.search" alwaysOn />,
];

/** Companies' accounts: those waiting for compliance first, oldest first. */
export function JuristicAccountList() {
  const translate = useTranslate();
  return (
    <List
      filters={filters}
      filterDefaultValues={{ status: 'PENDING' }}
      sort={{ field: 'createdAt', order: 'ASC' }}
      perPage={25}
      exporter={false}
    >
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="id" />
        <DataTable.Col source="companyName" />
        <DataTable.Col source="registrationNumber" disableSort />
        <DataTable.Col source="status">
          <FunctionField<JuristicAccountRecord>
            render={(r) => (
              <ChipField
                record={{ status: translate(`resources.juristic-accounts.statuses.${r.status}`) }}
                source="status"
                size="small"
              />
            )}
          />
        </DataTable.Col>
        <DataTable.Col source="preparedByEmail" disableSort />
        <DataTable.Col source="createdAt">
          <InstantField source="createdAt" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
