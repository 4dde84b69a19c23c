import { BooleanField, DataTable, List } from 'react-admin';
import { InstantField } from '../../components/instant-field.tsx';
import { TiersOffNote, UserTierField } from '../tiers/tier-fields.tsx';
import { CustomerTypeField, RoleField, UserStatusChip } from './user-fields.tsx';
import { userFilters } from './user-filters.tsx';

// The API sorts by id, email and createdAt only, so the other columns are not sortable.
export function UserList() {
  return (
    <>
      <TiersOffNote />
      <List filters={userFilters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25} exporter={false}>
        <DataTable rowClick="show" bulkActionButtons={false}>
          <DataTable.Col source="email" />
          <DataTable.Col source="customerType" disableSort>
            <CustomerTypeField />
          </DataTable.Col>
          <DataTable.Col source="status" disableSort>
            <UserStatusChip />
          </DataTable.Col>
          <DataTable.Col source="emailVerified" field={BooleanField} disableSort />
          <DataTable.Col source="locked" field={BooleanField} disableSort />
          <DataTable.Col source="createdAt" field={InstantField} />
          <DataTable.Col source="role" disableSort>
            <RoleField />
          </DataTable.Col>
          <DataTable.Col source="tierCode" disableSort>
            <UserTierField />
          </DataTable.Col>
        </DataTable>
      </List>
    </>
  );
}
