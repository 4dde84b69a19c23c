import type { Answer, ItemOf } from '@fund/contract';
import { clientErrorApps } from '@fund/domain';
import Typography from '@mui/material/Typography';
import { DataTable, DateInput, List, SelectInput, useRecordContext } from 'react-admin';
import { InstantField } from '../../components/instant-field.tsx';

const appChoices = clientErrorApps.map((app) => ({ id: app, name: `resources.client-errors.apps.${app}` }));

// Days are Bangkok days; the API reads a plain date as the whole day.
const filters = [
  <SelectInput key="app" source="app" choices={appChoices} alwaysOn />,
  <DateInput key="createdAtFrom" source="createdAtFrom" alwaysOn />,
  <DateInput key="createdAtTo" source="createdAtTo" alwaysOn />,
];

type ClientError = ItemOf<Answer<'/admin/client-errors'>>;

/** The stack and browser, opened from a row: long texts that would crowd the list on a phone. */
function ClientErrorPanel() {
  const record = useRecordContext<ClientError>();
  if (!record) return null;
  return (
    <>
      <Typography variant="body2" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
        {record.userAgent ?? '-'} · {record.release}
      </Typography>
      <Typography
        component="pre"
        variant="body2"
        sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: 'monospace', m: 0 }}
      >
        {record.stack ?? '-'}
      </Typography>
    </>
  );
}

/**
 * Front-end errors reported while the errorEndpoint flag is on, newest first. "Occurrences" counts the reports of
 * the same app and message within the filter, so one bug that fired a hundred times is recognised at once.
 */
export function ClientErrorList() {
  return (
    <List filters={filters} sort={{ field: 'id', order: 'DESC' }} perPage={50} exporter={false}>
      <DataTable rowClick="expand" expand={<ClientErrorPanel />} bulkActionButtons={false}>
        <DataTable.Col source="createdAt" disableSort>
          <InstantField source="createdAt" />
        </DataTable.Col>
        <DataTable.Col source="app" disableSort />
        <DataTable.Col source="message" disableSort sx={{ overflowWrap: 'anywhere' }} />
        <DataTable.NumberCol source="occurrences" disableSort />
        <DataTable.Col source="path" disableSort />
        <DataTable.Col source="userId" disableSort />
      </DataTable>
    </List>
  );
}
