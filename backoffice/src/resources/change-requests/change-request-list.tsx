import { changeRequestKinds, changeRequestStatuses } from '@fund/domain';
import { ChipField, DataTable, FunctionField, List, SelectInput, TextField, useTranslate } from 'react-admin';
import { catalogueChoices } from '../../components/catalogue-choices.ts';
import { InstantField } from '../../components/instant-field.tsx';
import type { ChangeRequestRecord } from './types.ts';

const filters = [
  <SelectInput
    key="status"
    source="status"
    alwaysOn
    choices={catalogueChoices(changeRequestStatuses, 'resources.change-requests.statuses')}
  />,
  <SelectInput
    key="kind"
    source="kind"
    alwaysOn
    choices={catalogueChoices(changeRequestKinds, 'resources.change-requests.kinds')}
  />,
];

/** The compliance queue of profile, bank-account and wallet changes after approval, oldest waiting first. */
export function ChangeRequestList() {
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
        <DataTable.Col source="kind" disableSort>
          <FunctionField<ChangeRequestRecord>
            render={(r) => translate(`resources.change-requests.kinds.${r.kind}`)}
          />
        </DataTable.Col>
        <DataTable.Col source="email" disableSort>
          <TextField source="email" />
        </DataTable.Col>
        <DataTable.Col source="status">
          <FunctionField<ChangeRequestRecord>
            render={(r) => (
              <ChipField
                record={{ status: translate(`resources.change-requests.statuses.${r.status}`) }}
                source="status"
                size="small"
              />
            )}
          />
        </DataTable.Col>
        <DataTable.Col source="createdAt">
          <InstantField source="createdAt" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
