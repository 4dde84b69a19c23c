import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import { Chip, Typography } from '@mui/material';
import { useState } from 'react';
import {
  Button,
  Confirm,
  CreateButton,
  DataTable,
  List,
  NumberInput,
  TopToolbar,
  useDelete,
  useNotify,
  usePermissions,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { BusinessDateField } from '../../components/business-date-field.tsx';
import { useFormats } from '../../components/formats.ts';
import { canKeepCalendar } from '../../providers/permissions.ts';
import type { Holiday } from './types.ts';

function SourceChip() {
  const record = useRecordContext<Holiday>();
  const translate = useTranslate();
  if (!record) return null;
  return <Chip size="small" label={translate(`resources.holidays.sources.${record.source}`)} />;
}

/** Opening a day again changes which NAV orders get, so it asks first. */
function OpenDayButton() {
  const record = useRecordContext<Holiday>();
  const translate = useTranslate();
  const { businessDate } = useFormats();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [remove, { isPending }] = useDelete();
  if (!record) return null;
  const date = record.date;
  return (
    <>
      <Button
        label="resources.holidays.remove"
        // Every row has this button: its name adds the date to the visible text.
        aria-label={`${translate('resources.holidays.remove')} ${businessDate(date)}`}
        onClick={() => setOpen(true)}
      >
        <EventAvailableIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={translate('resources.holidays.remove_confirm_title', { date })}
        content={translate('resources.holidays.remove_confirm')}
        onClose={() => setOpen(false)}
        onConfirm={() =>
          remove(
            'holidays',
            { id: record.id, previousData: record },
            {
              mutationMode: 'pessimistic',
              onSuccess: () => {
                setOpen(false);
                notify('resources.holidays.removed', { messageArgs: { date } });
              },
              onError: (error) => {
                setOpen(false);
                notify((error as Error).message, { type: 'error' });
              },
            },
          )
        }
      />
    </>
  );
}

function ListActions() {
  const { permissions } = usePermissions();
  return <TopToolbar>{canKeepCalendar(permissions) ? <CreateButton /> : null}</TopToolbar>;
}

const thisYear = Number(new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Bangkok' }).slice(0, 4));

export function HolidayList() {
  const translate = useTranslate();
  const { permissions } = usePermissions();
  return (
    <List
      sort={{ field: 'date', order: 'ASC' }}
      filterDefaultValues={{ year: thisYear }}
      filters={[<NumberInput key="year" source="year" min={2000} max={2100} alwaysOn />]}
      actions={<ListActions />}
      perPage={50}
      exporter={false}
    >
      {/* Above the table rather than beside it: beside it, the note squeezed the table on a phone. */}
      <Typography variant="body2" sx={{ px: 2, pt: 1 }}>
        {translate('resources.holidays.note')}
      </Typography>
      <DataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="date">
          <BusinessDateField source="date" />
        </DataTable.Col>
        <DataTable.Col source="nameTh" disableSort />
        <DataTable.Col source="nameEn" disableSort />
        <DataTable.Col source="source" disableSort>
          <SourceChip />
        </DataTable.Col>
        {canKeepCalendar(permissions) ? (
          <DataTable.Col label="" disableSort>
            <OpenDayButton />
          </DataTable.Col>
        ) : null}
      </DataTable>
    </List>
  );
}
