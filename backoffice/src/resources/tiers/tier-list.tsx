import type { Answer } from '@fund/contract';
import CalculateIcon from '@mui/icons-material/Calculate';
import Alert from '@mui/material/Alert';
import { useMutation } from '@tanstack/react-query';
import {
  Button,
  DataTable,
  List,
  NumberField,
  TextField,
  TopToolbar,
  useDataProvider,
  useNotify,
  usePermissions,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { InstantField } from '../../components/instant-field.tsx';
import { canKeepTiers, canRecalculateTiers } from '../../providers/permissions.ts';
import { BenefitsField, MinAumField, TierNameField, TiersOffNote } from './tier-fields.tsx';

type Recalculation = Answer<'/admin/tier-recalculations', 'post', 201>;

/** Operations and admins work every investor's tier out again now (the API audits it). */
function RecalculateButton() {
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const { permissions } = usePermissions();
  const run = useMutation({
    mutationFn: () => dataProvider.create<Recalculation>('tier-recalculations', { data: {} }),
    onSuccess: ({ data }) => {
      if (data.enabled) notify('resources.tiers.recalculated', { type: 'info', messageArgs: { ...data } });
      else notify('resources.tiers.recalculate_off', { type: 'warning' });
      refresh();
    },
    onError: (error) =>
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' }),
  });
  if (!canRecalculateTiers(permissions)) return null;
  return (
    <Button label="resources.tiers.recalculate" onClick={() => run.mutate()} disabled={run.isPending}>
      <CalculateIcon />
    </Button>
  );
}

function TierListActions() {
  return (
    <TopToolbar>
      <RecalculateButton />
    </TopToolbar>
  );
}

/** The tiers, lowest threshold first, with their benefits and how many investors are in each. Admins edit a row. */
export function TierList() {
  const { permissions } = usePermissions();
  const translate = useTranslate();
  return (
    <>
      <TiersOffNote />
      <Alert severity="info" sx={{ mb: 1 }}>
        {translate('resources.tiers.rule_note')}
      </Alert>
      <List
        actions={<TierListActions />}
        sort={{ field: 'minAum', order: 'ASC' }}
        perPage={25}
        pagination={false}
        exporter={false}
      >
        <DataTable bulkActionButtons={false} rowClick={canKeepTiers(permissions) ? 'edit' : false}>
          <DataTable.Col source="name" disableSort>
            <TierNameField />
          </DataTable.Col>
          <DataTable.Col source="minAum" disableSort>
            <MinAumField />
          </DataTable.Col>
          <DataTable.Col source="benefits" disableSort>
            <BenefitsField />
          </DataTable.Col>
          <DataTable.Col source="investors" disableSort>
            <NumberField source="investors" />
          </DataTable.Col>
          <DataTable.Col source="updatedAt" disableSort>
            <InstantField source="updatedAt" />
          </DataTable.Col>
          <DataTable.Col source="updatedBy" disableSort>
            <TextField source="updatedBy" emptyText="—" />
          </DataTable.Col>
        </DataTable>
      </List>
    </>
  );
}
