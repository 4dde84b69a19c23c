import { investing } from '@fund/domain';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import {
  Confirm,
  useDataProvider,
  useLocaleState,
  useNotify,
  usePermissions,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { formatBusinessDate } from '../../components/business-date-field.tsx';
import { ReasonDialog } from '../../components/reason-dialog.tsx';
import type { AppDataProvider } from '../../providers/data-provider.ts';
import { canKeepNavs } from '../../providers/permissions.ts';
import type { FxRateRecord } from './types.ts';

/** The pending rate, when the signed-in role keeps rates (those who keep NAVs); null hides the buttons. */
function usePendingRate() {
  const record = useRecordContext<FxRateRecord>();
  const { permissions } = usePermissions();
  return record && record.status === 'PENDING' && canKeepNavs(permissions) ? record : null;
}

/** A row's button is named by its visible text and the date, so the rows read differently. */
const rowButtonName = (text: string, record: FxRateRecord, locale: string) =>
  `${text} ${formatBusinessDate(record.rateDate, locale)}`;

function useRateAction(action: 'approve' | 'reject', done: string) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, data }: { id: string; data: object }) =>
      dataProvider.act('fx-rates', { id, action, data }),
    onSuccess: () => {
      notify(done, { type: 'info' });
      refresh();
    },
    onError: (error) =>
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' }),
  });
}

/**
 * Approve: the checker's half of the four-eyes rule, as for a NAV. The maker (`enteredByMe` from the API) sees a
 * note instead of the button; the API refuses a maker with FX_RATE_MAKER_CANNOT_APPROVE anyway.
 */
export function ApproveFxRateButton() {
  const record = usePendingRate();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [open, setOpen] = useState(false);
  const approve = useRateAction('approve', 'resources.fx-rates.actions.approve.done');
  if (!record) return null;
  if (record.enteredByMe) {
    return (
      <Typography variant="caption" color="text.secondary">
        {translate('resources.fx-rates.own_rate')}
      </Typography>
    );
  }
  return (
    <>
      <Button
        variant="outlined"
        size="small"
        color="success"
        startIcon={<CheckIcon />}
        aria-label={rowButtonName(translate('resources.fx-rates.actions.approve.button'), record, locale)}
        onClick={() => setOpen(true)}
      >
        {translate('resources.fx-rates.actions.approve.button')}
      </Button>
      <Confirm
        isOpen={open}
        loading={approve.isPending}
        title={translate('resources.fx-rates.actions.approve.title', {
          date: formatBusinessDate(record.rateDate, locale),
        })}
        content={translate('resources.fx-rates.actions.approve.content', {
          rate: investing.fxRateLabel(record.rate),
        })}
        confirm="resources.fx-rates.actions.approve.confirm"
        onClose={() => setOpen(false)}
        onConfirm={() => approve.mutate({ id: record.id, data: {} }, { onSettled: () => setOpen(false) })}
      />
    </>
  );
}

/** Reject with a reason; the rate of that day can then be entered again. */
export function RejectFxRateButton() {
  const record = usePendingRate();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [open, setOpen] = useState(false);
  const reject = useRateAction('reject', 'resources.fx-rates.actions.reject.done');
  if (!record) return null;
  return (
    <>
      <Button
        variant="outlined"
        size="small"
        color="error"
        startIcon={<CloseIcon />}
        aria-label={rowButtonName(translate('resources.fx-rates.actions.reject.button'), record, locale)}
        onClick={() => setOpen(true)}
      >
        {translate('resources.fx-rates.actions.reject.button')}
      </Button>
      <ReasonDialog
        open={open}
        pending={reject.isPending}
        title={translate('resources.fx-rates.actions.reject.title', {
          date: formatBusinessDate(record.rateDate, locale),
        })}
        content={translate('resources.fx-rates.actions.reject.content')}
        confirm={translate('resources.fx-rates.actions.reject.confirm')}
        onClose={() => setOpen(false)}
        onSubmit={(reason) =>
          reject.mutate({ id: record.id, data: { reason } }, { onSuccess: () => setOpen(false) })
        }
      />
    </>
  );
}
