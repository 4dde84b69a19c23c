import type { investing } from '@fund/domain';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import {
  CreateButton,
  DataTable,
  DateInput,
  List,
  SelectInput,
  TextField,
  TopToolbar,
  usePermissions,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { BusinessDateField } from '../../components/business-date-field.tsx';
import { StrategyInput } from '../../components/strategy-input.tsx';
import { canKeepNavs } from '../../providers/permissions.ts';
import { DecimalField } from '../orders/order-fields.tsx';
import { ApproveNavButton, RejectNavButton } from './nav-actions.tsx';
import { type NavRecord, navStatusChoices } from './types.ts';

// The colours only repeat what the label already says.
const statusColors: Record<investing.NavStatus, ChipProps['color']> = {
  PENDING: 'info',
  APPROVED: 'success',
  REJECTED: 'error',
};

function NavStatusChip(_props: { label?: string; source?: string }) {
  const record = useRecordContext<NavRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Chip
      size="small"
      color={statusColors[record.status] ?? 'default'}
      label={translate(`resources.navs.statuses.${record.status}`, { _: record.status })}
    />
  );
}

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

function ListActions() {
  const { permissions } = usePermissions();
  return (
    <TopToolbar>
      {canKeepNavs(permissions) ? <CreateButton label="resources.navs.create_button" /> : null}
    </TopToolbar>
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
      actions={<ListActions />}
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
          <NavStatusChip />
        </DataTable.Col>
        <DataTable.Col source="demo" disableSort>
          <DemoFlag />
        </DataTable.Col>
        <DataTable.Col source="enteredByEmail" disableSort>
          <TextField source="enteredByEmail" emptyText="—" />
        </DataTable.Col>
        <DataTable.Col source="approvedByEmail" disableSort>
          <TextField source="approvedByEmail" emptyText="—" />
        </DataTable.Col>
        <DataTable.Col source="rejectReason" disableSort>
          <TextField source="rejectReason" emptyText="—" />
        </DataTable.Col>
        {canKeepNavs(permissions) ? (
          <DataTable.Col label="" disableSort>
            <Stack direction="row" spacing={1} alignItems="center">
              <ApproveNavButton />
              <RejectNavButton />
            </Stack>
          </DataTable.Col>
        ) : null}
      </DataTable>
    </List>
  );
}
