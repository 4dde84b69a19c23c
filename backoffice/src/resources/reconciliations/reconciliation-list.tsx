import type { Answer, ItemOf } from '@fund/contract';
import { investing } from '@fund/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { useMutation } from '@tanstack/react-query';
import {
  DataTable,
  DateField,
  List,
  SelectInput,
  TextField,
  TopToolbar,
  useDataProvider,
  useNotify,
  usePermissions,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { BusinessDateField } from '../../components/business-date-field.tsx';
import { catalogueChoices } from '../../components/catalogue-choices.ts';
import { useFlagOn } from '../../providers/feature-flag.ts';
import { canKeepCustodian } from '../../providers/permissions.ts';

type RunRecord = ItemOf<Answer<'/admin/reconciliations'>>;

export function RunStatusChip(_props: { label?: string; source?: string }) {
  const record = useRecordContext<RunRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Chip
      size="small"
      color={record.status === 'CLEAN' ? 'success' : 'error'}
      label={translate(`resources.reconciliations.statuses.${record.status}`)}
    />
  );
}

function RunNowButton() {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const run = useMutation({
    mutationFn: () => dataProvider.create('reconciliations', { data: {} }),
    onSuccess: ({ data }) => {
      notify('resources.reconciliations.run.done', {
        type: 'info',
        messageArgs: { count: (data as unknown as RunRecord).breakCount },
      });
      refresh();
    },
    onError: (error) =>
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' }),
  });
  return (
    <Button variant="contained" size="small" disabled={run.isPending} onClick={() => run.mutate()}>
      {translate('resources.reconciliations.run.button')}
    </Button>
  );
}

function ListActions({ on }: { on: boolean }) {
  const { permissions } = usePermissions();
  return <TopToolbar>{on && canKeepCustodian(permissions) ? <RunNowButton /> : null}</TopToolbar>;
}

/** Every reconciliation with the custodian, clean ones too; a row opens its breaks. */
export function ReconciliationList() {
  const translate = useTranslate();
  // Off, nothing is reconciled, and the screen says so.
  const flag = useFlagOn('custodian');
  const on = flag.data === true;
  return (
    <>
      {flag.data === false && (
        <Alert severity="info" sx={{ mt: 2 }}>
          {translate('resources.reconciliations.flag_off')}
        </Alert>
      )}
      <List
        filters={[
          <SelectInput
            key="status"
            source="status"
            alwaysOn
            choices={catalogueChoices(investing.reconciliationStatuses, 'resources.reconciliations.statuses')}
          />,
        ]}
        sort={{ field: 'asOf', order: 'DESC' }}
        actions={<ListActions on={on} />}
        perPage={25}
        exporter={false}
      >
        <DataTable bulkActionButtons={false} rowClick="show">
          <DataTable.Col source="asOf">
            <BusinessDateField source="asOf" />
          </DataTable.Col>
          <DataTable.Col source="status" disableSort>
            <RunStatusChip />
          </DataTable.Col>
          <DataTable.Col source="breakCount" disableSort>
            <TextField source="breakCount" />
          </DataTable.Col>
          <DataTable.Col source="positionsChecked" disableSort>
            <TextField source="positionsChecked" />
          </DataTable.Col>
          <DataTable.Col source="cause" disableSort>
            <TextField source="cause" />
          </DataTable.Col>
          <DataTable.Col source="startedBy" disableSort>
            <TextField source="startedBy" emptyText="—" />
          </DataTable.Col>
          <DataTable.Col source="createdAt" disableSort>
            <DateField source="createdAt" showTime />
          </DataTable.Col>
        </DataTable>
      </List>
    </>
  );
}
