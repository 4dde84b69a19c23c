import type { Answer, ItemOf } from '@fund/contract';
import { documents } from '@fund/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import {
  DataTable,
  List,
  NumberField,
  TopToolbar,
  useDataProvider,
  useLocaleState,
  useNotify,
  usePermissions,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { InstantField } from '../../components/instant-field.tsx';
import type { AppDataProvider } from '../../providers/data-provider.ts';
import { canKeepDocuments } from '../../providers/permissions.ts';

/** As `GET /admin/statement-runs` answers: one month's run and its progress, counted from its statements. */
/** A monthly statement run as `GET /admin/statement-runs` lists it. */
export type StatementRunRecord = ItemOf<Answer<'/admin/statement-runs'>>;

/** "10/2569" on Thai screens (Buddhist era), "10/2026" on English ones. */
export function shownMonth(month: string, locale: string): string {
  const [year, number] = month.split('-');
  return `${number}/${locale === 'th' ? Number(year) + 543 : year}`;
}

function MonthField(_props: { source?: string }) {
  const record = useRecordContext<StatementRunRecord>();
  const [locale] = useLocaleState();
  return record ? <span>{shownMonth(record.month, locale)}</span> : null;
}

function CauseField(_props: { source?: string }) {
  const record = useRecordContext<StatementRunRecord>();
  const translate = useTranslate();
  return record ? <span>{translate(`resources.statement-runs.causes.${record.cause}`)}</span> : null;
}

/** How far the run is: made (and failed) of all its investors, with a bar while it runs. */
function ProgressField(_props: { source?: string }) {
  const record = useRecordContext<StatementRunRecord>();
  const translate = useTranslate();
  if (!record) return null;
  const done = record.generated + record.failed;
  const percent = record.investors === 0 ? 100 : Math.round((done / record.investors) * 100);
  return (
    <Box sx={{ minWidth: 120 }}>
      <Typography variant="body2">
        {done} / {record.investors}
        {record.finishedAt === null ? ` · ${translate('resources.statement-runs.running')}` : ''}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={percent}
        color={record.failed > 0 ? 'error' : 'primary'}
        aria-label={translate('resources.statement-runs.fields.progress')}
      />
    </Box>
  );
}

function useRunAction<Variables>(
  request: (variables: Variables) => Promise<unknown>,
  done: (v: Variables) => void,
) {
  const notify = useNotify();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: request,
    onSuccess: (_answer, variables) => {
      done(variables);
      refresh();
    },
    onError: (error) =>
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' }),
  });
}

/** Operations (and admins) make the failed statements of a run again. */
function RetryButton() {
  const record = useRecordContext<StatementRunRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const { permissions } = usePermissions();
  const dataProvider = useDataProvider<AppDataProvider>();
  const retry = useRunAction(
    (id: number) => dataProvider.act('statement-runs', { id, action: 'retry', data: {} }),
    () => notify('resources.statement-runs.retry.done', { type: 'info' }),
  );
  if (!record || record.failed === 0 || !canKeepDocuments(permissions)) return null;
  return (
    <Button
      size="small"
      color="error"
      variant="outlined"
      disabled={retry.isPending}
      onClick={() => retry.mutate(record.id)}
    >
      {translate('resources.statement-runs.retry.button', { count: record.failed })}
    </Button>
  );
}

/** A run of any month that has ended, for when the schedule's run must be made again (or never ran). */
function StartRunButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider();
  const [open, setOpen] = useState(false);
  const [month, setMonth] = useState('');
  const [touched, setTouched] = useState(false);
  const invalid = !documents.isStatementMonth(month);
  const start = useRunAction(
    (value: string) => dataProvider.create('statement-runs', { data: { month: value } }),
    (value) => {
      notify('resources.statement-runs.start.done', { type: 'info', messageArgs: { month: value } });
      setOpen(false);
    },
  );
  return (
    <>
      <Button variant="contained" size="small" onClick={() => setOpen(true)}>
        {translate('resources.statement-runs.start.button')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="statement-run-start-title">
        <DialogTitle id="statement-run-start-title">
          {translate('resources.statement-runs.start.title')}
        </DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            margin="dense"
            label={translate('resources.statement-runs.start.month')}
            value={month}
            onChange={(event) => setMonth(event.target.value.trim())}
            onBlur={() => setTouched(true)}
            error={touched && invalid}
            helperText={touched && invalid ? translate('resources.statement-runs.start.invalid') : ' '}
            inputProps={{ inputMode: 'numeric', placeholder: '2026-10' }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
          <Button
            variant="contained"
            disabled={start.isPending}
            onClick={() => {
              setTouched(true);
              if (!invalid) start.mutate(month);
            }}
          >
            {translate('resources.statement-runs.start.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

function ListActions() {
  const { permissions } = usePermissions();
  return <TopToolbar>{canKeepDocuments(permissions) ? <StartRunButton /> : null}</TopToolbar>;
}

/** Every monthly statement run, newest first, with its progress (the app bar's refresh reads it again). */
export function StatementRunList() {
  const translate = useTranslate();
  return (
    <>
      <Alert severity="info" sx={{ mt: 2 }}>
        {translate('resources.statement-runs.explain')}
      </Alert>
      <List
        actions={<ListActions />}
        // Before the first run the table stays, with the button that starts one.
        empty={false}
        perPage={25}
        exporter={false}
        sort={{ field: 'id', order: 'DESC' }}
      >
        <DataTable bulkActionButtons={false} rowClick={false}>
          <DataTable.Col source="month" disableSort>
            <MonthField />
          </DataTable.Col>
          <DataTable.Col source="cause" disableSort>
            <CauseField />
          </DataTable.Col>
          <DataTable.Col source="progress" disableSort>
            <ProgressField />
          </DataTable.Col>
          <DataTable.Col source="generated" disableSort>
            <NumberField source="generated" />
          </DataTable.Col>
          <DataTable.Col source="failed" disableSort>
            <NumberField source="failed" />
          </DataTable.Col>
          <DataTable.Col source="emailed" disableSort>
            <NumberField source="emailed" />
          </DataTable.Col>
          <DataTable.Col source="startedAt" disableSort>
            <InstantField source="startedAt" />
          </DataTable.Col>
          <DataTable.Col source="finishedAt" disableSort>
            <InstantField source="finishedAt" />
          </DataTable.Col>
          <DataTable.Col label="" disableSort>
            <RetryButton />
          </DataTable.Col>
        </DataTable>
      </List>
    </>
  );
}
