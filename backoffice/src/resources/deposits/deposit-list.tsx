import { DataTable, List, TextField, usePermissions } from 'react-admin';
import { BulkApproveButton } from '../../components/bulk-approve-button.tsx';
import { InstantField } from '../../components/instant-field.tsx';
import { canHandleDeposits } from '../../providers/permissions.ts';
import {
  AmountField,
  DepositStatusChip,
  EvidenceField,
  InvestorField,
  MethodField,
} from './deposit-fields.tsx';
import { depositFilters } from './deposit-filters.tsx';
import type { DepositRecord } from './types.ts';

/** The deposits to verify first, oldest at the top. The API sorts by id, createdAt, amount and status. */
export function DepositList() {
  const { permissions } = usePermissions();
  return (
    <List
      filters={depositFilters}
      filterDefaultValues={{ status: 'PENDING' }}
      sort={{ field: 'createdAt', order: 'ASC' }}
      perPage={25}
      exporter={false}
    >
      <DataTable
        rowClick="show"
        bulkActionButtons={canHandleDeposits(permissions) ? <BulkApproveButton resource="deposits" /> : false}
        isRowSelectable={(record: DepositRecord) => record.status === 'PENDING'}
      >
        <DataTable.Col source="ref" disableSort>
          <TextField source="ref" />
        </DataTable.Col>
        <DataTable.Col source="investor" disableSort>
          <InvestorField />
        </DataTable.Col>
        <DataTable.Col source="email" disableSort>
          <TextField source="email" />
        </DataTable.Col>
        <DataTable.Col source="amount">
          <AmountField />
        </DataTable.Col>
        <DataTable.Col source="method" disableSort>
          <MethodField />
        </DataTable.Col>
        <DataTable.Col source="status">
          <DepositStatusChip />
        </DataTable.Col>
        <DataTable.Col source="evidence" disableSort>
          <EvidenceField />
        </DataTable.Col>
        <DataTable.Col source="createdAt">
          <InstantField source="createdAt" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
