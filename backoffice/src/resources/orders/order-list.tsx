import { DataTable, List, TextField, usePermissions } from 'react-admin';
import { BulkApproveButton } from '../../components/bulk-approve-button.tsx';
import { BusinessDateField } from '../../components/business-date-field.tsx';
import { InstantField } from '../../components/instant-field.tsx';
import { canDecideOrders } from '../../providers/permissions.ts';
import { AmountUnitsField, KindField, RiskAcceptedField, StageChip } from './order-fields.tsx';
import { orderFilters } from './order-filters.tsx';
import { PaymentField } from './order-payment.tsx';
import type { OrderRecord } from './types.ts';

/**
 * The operations queue: orders waiting for approval first, oldest at the top. The API sorts by id, tradeDate and
 * createdAt only, so the other columns are not sortable.
 */
export function OrderList() {
  const { permissions } = usePermissions();
  const mayDecide = canDecideOrders(permissions);
  return (
    <List
      filters={orderFilters}
      filterDefaultValues={{ stage: 'confirm' }}
      sort={{ field: 'createdAt', order: 'ASC' }}
      perPage={25}
      exporter={false}
    >
      <DataTable
        rowClick="show"
        bulkActionButtons={mayDecide ? <BulkApproveButton resource="orders" /> : false}
        isRowSelectable={(record: OrderRecord) => record.stage === 'confirm'}
      >
        <DataTable.Col source="ref" disableSort>
          <TextField source="ref" />
        </DataTable.Col>
        <DataTable.Col source="email" disableSort>
          <TextField source="email" />
        </DataTable.Col>
        <DataTable.Col source="kind" disableSort>
          <KindField />
        </DataTable.Col>
        <DataTable.Col source="strategyCode" disableSort>
          <TextField source="strategyCode" />
        </DataTable.Col>
        <DataTable.Col source="amount" label="resources.orders.fields.amountUnits" disableSort>
          <AmountUnitsField />
        </DataTable.Col>
        <DataTable.Col source="stage" disableSort>
          <StageChip />
        </DataTable.Col>
        <DataTable.Col source="deposit" disableSort>
          <PaymentField />
        </DataTable.Col>
        <DataTable.Col source="tradeDate">
          <BusinessDateField source="tradeDate" />
        </DataTable.Col>
        <DataTable.Col source="createdAt">
          <InstantField source="createdAt" />
        </DataTable.Col>
        <DataTable.Col source="riskAcceptedAt" disableSort>
          <RiskAcceptedField />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
