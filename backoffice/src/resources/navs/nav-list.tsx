import Chip from '@mui/material/Chip';
import {
  DataTable,
  DateInput,
  List,
  SelectInput,
  TextField,
  usePermissions,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { BusinessDateField } from '../../components/business-date-field.tsx';
import {
  EnterEntryActions,
  EntryStatusChip,
  entryReviewColumns,
} from '../../components/maker-checker-entries.tsx';
import { StrategyInput } from '../../components/strategy-input.tsx';
import { canKeepNavs } from '../../providers/permissions.ts';
import { DecimalField } from '../orders/order-fields.tsx';
import { ApproveNavButton, RejectNavButton } from './nav-actions.tsx';
import { type NavRecord, navStatusChoices } from './types.ts';

function DemoFlag(_props: { label?: string; source?: string }) {
  const record = useRecordContext<NavRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return record.demo ? (
    <Chip size="small" variant="outlined" label={translate('resources.navs.demo')} />
  ) : (
    <span>—</span>
  );
}

// The API's filter keys: strategyCode, status and navDate.
const navFilters = [
  <StrategyInput key="strategyCode" source="strategyCode" alwaysOn />,
  <SelectInput key="status" source="status" choices={navStatusChoices} alwaysOn />,
  <DateInput key="navDate" source="navDate" alwaysOn />,
];

/**
 * Each strategy's daily NAV, newest first. It opens on the pending ones, the checker's work: approved or rejected
 * here by a staff member other than the one who entered them.
 */
export function NavList() {
  const { permissions } = usePermissions();
  return (
    <List
      filters={navFilters}
      filterDefaultValues={{ status: 'PENDING' }}
      sort={{ field: 'navDate', order: 'DESC' }}
      actions={<EnterEntryActions resource="navs" allowed={canKeepNavs(permissions)} />}
      perPage={25}
      exporter={false}
    >
      <DataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="strategyCode" disableSort>
          <TextField source="strategyCode" />
        </DataTable.Col>
        <DataTable.Col source="navDate">
          <BusinessDateField source="navDate" />
        </DataTable.Col>
        <DataTable.Col source="nav" disableSort>
          <DecimalField source="nav" />
        </DataTable.Col>
        <DataTable.Col source="status" disableSort>
          <EntryStatusChip resource="navs" />
        </DataTable.Col>
        <DataTable.Col source="demo" disableSort>
          <DemoFlag />
        </DataTable.Col>
        {entryReviewColumns(canKeepNavs(permissions), <ApproveNavButton />, <RejectNavButton />)}
      </DataTable>
    </List>
  );
}
