import { investing } from '@fund/domain';
import Typography from '@mui/material/Typography';
import {
  DataTable,
  DateInput,
  List,
  SelectInput,
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
import { canKeepFxRates } from '../../providers/permissions.ts';
import { ApproveFxRateButton, RejectFxRateButton } from './fx-rate-actions.tsx';
import { type FxRateRecord, fxRateStatusChoices } from './types.ts';

/** The rate as investors read it: at least 4 places (36.5000). */
function RateField(_props: { label?: string; source?: string }) {
  const record = useRecordContext<FxRateRecord>();
  return record ? <span>{investing.fxRateLabel(record.rate)}</span> : null;
}

const rateFilters = [
  <SelectInput key="status" source="status" choices={fxRateStatusChoices} alwaysOn />,
  <DateInput key="rateDate" source="rateDate" alwaysOn />,
];

/**
 * The USD/THB reference rate of each business day. The API lists the pending ones first, the checker's work,
 * then the newest date first; a staff member other than the maker approves or rejects them here.
 */
export function FxRateList() {
  const { permissions } = usePermissions();
  const translate = useTranslate();
  return (
    <List
      filters={rateFilters}
      sort={{ field: 'rateDate', order: 'DESC' }}
      actions={<EnterEntryActions resource="fx-rates" allowed={canKeepFxRates(permissions)} />}
      perPage={25}
      exporter={false}
      // No rate yet is the normal first day: the list shows its intro and the Enter rate button, not a blank page.
      empty={false}
      title={translate('resources.fx-rates.name', { smart_count: 2 })}
    >
      <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 1 }}>
        {translate('resources.fx-rates.intro')}
      </Typography>
      <DataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="rateDate" disableSort>
          <BusinessDateField source="rateDate" />
        </DataTable.Col>
        <DataTable.Col source="rate" disableSort>
          <RateField />
        </DataTable.Col>
        <DataTable.Col source="status" disableSort>
          <EntryStatusChip resource="fx-rates" />
        </DataTable.Col>
        {entryReviewColumns(canKeepFxRates(permissions), <ApproveFxRateButton />, <RejectFxRateButton />)}
      </DataTable>
    </List>
  );
}
