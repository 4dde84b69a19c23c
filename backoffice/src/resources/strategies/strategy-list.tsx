import { DataTable, List, NumberField, SelectInput, TextField, usePermissions } from 'react-admin';
import { NamedSearchInput } from '../../components/named-search-input.tsx';
import { canKeepStrategies } from '../../providers/permissions.ts';
import { DecimalField } from '../orders/order-fields.tsx';
import { BandChip, LatestNavField, PercentField, StrategyNameField } from './strategy-fields.tsx';
import { bandChoices } from './types.ts';

// The API's filter keys: q (code or name) and minBand.
const strategyFilters = [
  <NamedSearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="minBand" source="minBand" choices={bandChoices} alwaysOn />,
];

/**
 * The strategies with their fees (as percentages), minimums, risk and latest NAV. Operations and admins open a row
 * to edit it; the other roles open it to read.
 */
export function StrategyList() {
  const { permissions } = usePermissions();
  return (
    <List filters={strategyFilters} sort={{ field: 'sortOrder', order: 'ASC' }} perPage={25} exporter={false}>
      <DataTable bulkActionButtons={false} rowClick={canKeepStrategies(permissions) ? 'edit' : 'show'}>
        <DataTable.Col source="code" disableSort>
          <TextField source="code" />
        </DataTable.Col>
        <DataTable.Col source="name" disableSort>
          <StrategyNameField />
        </DataTable.Col>
        <DataTable.Col source="riskLevel" disableSort>
          <NumberField source="riskLevel" />
        </DataTable.Col>
        <DataTable.Col source="minBand" disableSort>
          <BandChip />
        </DataTable.Col>
        <DataTable.Col source="increaseFeeRate" disableSort>
          <PercentField source="increaseFeeRate" />
        </DataTable.Col>
        <DataTable.Col source="switchInFeeRate" disableSort>
          <PercentField source="switchInFeeRate" />
        </DataTable.Col>
        <DataTable.Col source="performanceFeeRate" disableSort>
          <PercentField source="performanceFeeRate" />
        </DataTable.Col>
        <DataTable.Col source="reduceFeeRate" disableSort>
          <PercentField source="reduceFeeRate" />
        </DataTable.Col>
        <DataTable.Col source="managementFeeRate" disableSort>
          <PercentField source="managementFeeRate" />
        </DataTable.Col>
        <DataTable.Col source="totalCostRate" disableSort>
          <PercentField source="totalCostRate" />
        </DataTable.Col>
        <DataTable.Col source="minFirstInvestment" disableSort>
          <DecimalField source="minFirstInvestment" />
        </DataTable.Col>
        <DataTable.Col source="minNextInvestment" disableSort>
          <DecimalField source="minNextInvestment" />
        </DataTable.Col>
        <DataTable.Col source="minReductionValue" disableSort>
          <DecimalField source="minReductionValue" />
        </DataTable.Col>
        <DataTable.Col source="nav" disableSort>
          <LatestNavField />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
