import { DataTable, List, TextField } from 'react-admin';
import { InstantField } from '../../components/instant-field.tsx';
import {
  CaseNameField,
  CaseStatusChip,
  DeadlineField,
  EddFlagField,
  RiskBandField,
  WaitingDaysField,
} from './kyc-case-fields.tsx';
import { kycCaseFilters } from './kyc-case-filters.tsx';

/**
 * The review queue: pending cases first, the longest waiting at the top (the API's default order). The API sorts
 * by submittedAt, deadline, status and riskScore only, so the other columns are not sortable.
 */
export function KycCaseList() {
  return (
    <List
      filters={kycCaseFilters}
      filterDefaultValues={{ status: 'PENDING' }}
      sort={{ field: 'submittedAt', order: 'ASC' }}
      perPage={25}
      exporter={false}
    >
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="submittedAt">
          <InstantField source="submittedAt" />
        </DataTable.Col>
        <DataTable.Col source="waitingDays" disableSort>
          <WaitingDaysField />
        </DataTable.Col>
        <DataTable.Col source="name" disableSort>
          <CaseNameField />
        </DataTable.Col>
        <DataTable.Col source="email" disableSort>
          <TextField source="email" />
        </DataTable.Col>
        <DataTable.Col source="status">
          <CaseStatusChip />
        </DataTable.Col>
        <DataTable.Col source="riskScore" label="resources.kyc-cases.fields.riskBand">
          <RiskBandField />
        </DataTable.Col>
        <DataTable.Col source="eddRequired" disableSort>
          <EddFlagField />
        </DataTable.Col>
        <DataTable.Col source="deadline">
          <DeadlineField />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
