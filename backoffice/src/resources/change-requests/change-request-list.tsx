import { ChipField, DataTable, FunctionField, List, SelectInput, TextField, useTranslate } from 'react-admin';
import { BangkokDateTimeField } from '../../components/bangkok-date-time-field.tsx';
import { type ChangeRequestRecord, changeRequestKinds } from './types.ts';

const statuses = ['PENDING', 'APPROVED', 'REJECTED'] as const;

function useFilters() {
  const translate = useTranslate();
  return [
    <SelectInput
      key="status"
      source="status"
      alwaysOn
      choices={statuses.map((id) => ({ id, name: translate(`resources.change-requests.statuses.${id}`) }))}
    />,
    <SelectInput
      key="kind"
      source="kind"
      alwaysOn
      choices={changeRequestKinds.map((id) => ({
        id,
        name: translate(`resources.change-requests.kinds.${id}`),
      }))}
    />,
  ];
}

/** The compliance queue of profile, bank-account and wallet changes after approval, oldest waiting first. */
export function ChangeRequestList() {
  const translate = useTranslate();
  return (
    <List
      filters={useFilters()}
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
          <BangkokDateTimeField source="createdAt" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
