import { DataTable, DateInput, List, NumberField, SelectField, SelectInput, TextField } from 'react-admin';
import { BusinessDateField } from '../../components/business-date-field.tsx';
import { InstantField } from '../../components/instant-field.tsx';
import { StrategyInput } from '../../components/strategy-input.tsx';
import { DecimalField } from '../orders/order-fields.tsx';
import { SettledOrdersLink, settledOrdersPath } from './settled-orders-link.tsx';
import { causeChoices, type SettlementRecord } from './types.ts';

// The API's filter keys: strategyCode, tradeDate and cause.
const settlementFilters = [
  <StrategyInput key="strategyCode" source="strategyCode" alwaysOn />,
  <DateInput key="tradeDate" source="tradeDate" alwaysOn />,
  <SelectInput key="cause" source="cause" choices={causeChoices} alwaysOn />,
];

/**
 * What each settlement run settled and what made it run (a NAV approval, an order approved after its NAV, switch-ins
 * paid by their out leg, the sweep), newest trade date first; read-only. A row opens the orders it settled.
 */
export function SettlementList() {
  return (
    <List
      filters={settlementFilters}
      sort={{ field: 'tradeDate', order: 'DESC' }}
      perPage={25}
      exporter={false}
    >
      {/* Twelve columns: narrower cell padding keeps the last one (the time) on a 1366 px screen. */}
      <DataTable
        bulkActionButtons={false}
        rowClick={(_id, _resource, record) => settledOrdersPath(record as SettlementRecord)}
        sx={{ '& .MuiTableCell-root': { px: 1 } }}
      >
        <DataTable.Col source="tradeDate" disableSort>
          <BusinessDateField source="tradeDate" />
        </DataTable.Col>
        <DataTable.Col source="strategyCode" disableSort>
          <TextField source="strategyCode" />
        </DataTable.Col>
        <DataTable.Col source="cause" disableSort>
          <SelectField source="cause" choices={causeChoices} />
        </DataTable.Col>
        <DataTable.Col source="nav" disableSort>
          <DecimalField source="nav" />
        </DataTable.Col>
        <DataTable.Col source="ordersSettled" disableSort>
          <NumberField source="ordersSettled" />
        </DataTable.Col>
        <DataTable.Col source="unitsIn" disableSort>
          <DecimalField source="unitsIn" />
        </DataTable.Col>
        <DataTable.Col source="unitsOut" disableSort>
          <DecimalField source="unitsOut" />
        </DataTable.Col>
        <DataTable.Col source="amountIn" disableSort>
          <DecimalField source="amountIn" />
        </DataTable.Col>
        <DataTable.Col source="amountOut" disableSort>
          <DecimalField source="amountOut" />
        </DataTable.Col>
        <DataTable.Col source="fees" disableSort>
          <DecimalField source="fees" />
        </DataTable.Col>
        <DataTable.Col source="approvedBy" disableSort>
          <TextField source="approvedBy" emptyText="—" />
        </DataTable.Col>
        <DataTable.Col source="createdAt" disableSort>
          <InstantField source="createdAt" />
        </DataTable.Col>
        <DataTable.Col label="" disableSort>
          <SettledOrdersLink />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
