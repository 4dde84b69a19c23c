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
import { formatDecimal } from '../orders/types.ts';
import type { NavApproval, NavRecord } from './types.ts';

/** The pending NAV, when the signed-in role keeps NAVs; null hides the buttons. */
function usePendingNav() {
  const record = useRecordContext<NavRecord>();
  const { permissions } = usePermissions();
  return record && record.status === 'PENDING' && canKeepNavs(permissions) ? record : null;
}

/**
 * Each row has its own Approve and Reject: a button's name is its visible text followed by the strategy and the NAV
 * date, so the rows read differently and the name still begins with what is shown.
 */
function rowButtonName(text: string, record: NavRecord, locale: string) {
  return `${text} ${record.strategyCode} ${formatBusinessDate(record.navDate, locale)}`;
}

function useNavAction<Answer>(action: 'approve' | 'reject', onDone: (answer: Answer) => void) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, data }: { id: string; data: object }) =>
      dataProvider.act('navs', { id, action, data }).then(({ data: answer }) => answer as unknown as Answer),
    onSuccess: (answer) => {
      onDone(answer);
      refresh();
    },
    onError: (error) =>
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' }),
  });
}

/**
 * Approve: the checker's half of the four-eyes rule. The maker, whom the API names by `enteredByMe` for the
 * signed-in staff member, sees a note instead of the button (the API refuses a maker with NAV_MAKER_CANNOT_APPROVE
 * anyway, and that message is shown if it happens). The notification carries what the approval settled.
 */
export function ApproveNavButton() {
  const record = usePendingNav();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const approve = useNavAction<NavApproval>('approve', ({ settlement }) =>
    // With settlementOrder off the NAV is approved and its orders wait: staff are told so, not "0 settled".
    settlement.paused
      ? notify('resources.navs.actions.approve.paused', { type: 'warning' })
      : notify('resources.navs.actions.approve.done', {
          type: 'info',
          messageArgs: {
            orders: settlement.ordersSettled,
            unitsIn: formatDecimal(settlement.unitsIn),
            unitsOut: formatDecimal(settlement.unitsOut),
            amountIn: formatDecimal(settlement.amountIn),
            amountOut: formatDecimal(settlement.amountOut),
            fees: formatDecimal(settlement.fees),
          },
        }),
  );
  if (!record) return null;
  if (record.enteredByMe) {
    return (
      <Typography variant="caption" color="text.secondary">
        {translate('resources.navs.own_nav')}
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
        aria-label={rowButtonName(translate('resources.navs.actions.approve.button'), record, locale)}
        onClick={() => setOpen(true)}
      >
        {translate('resources.navs.actions.approve.button')}
      </Button>
      <Confirm
        isOpen={open}
        loading={approve.isPending}
        title={translate('resources.navs.actions.approve.title', {
          code: record.strategyCode,
          date: formatBusinessDate(record.navDate, locale),
        })}
        content={translate('resources.navs.actions.approve.content', { nav: formatDecimal(record.nav) })}
        confirm="resources.navs.actions.approve.confirm"
        onClose={() => setOpen(false)}
        onConfirm={() => approve.mutate({ id: record.id, data: {} }, { onSettled: () => setOpen(false) })}
      />
    </>
  );
}

/** Reject with a reason; the NAV of that day can then be entered again. */
export function RejectNavButton() {
  const record = usePendingNav();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const reject = useNavAction<NavRecord>('reject', () =>
    notify('resources.navs.actions.reject.done', { type: 'info' }),
  );
  if (!record) return null;
  return (
    <>
      <Button
        variant="outlined"
        size="small"
        color="error"
        startIcon={<CloseIcon />}
        aria-label={rowButtonName(translate('resources.navs.actions.reject.button'), record, locale)}
        onClick={() => setOpen(true)}
      >
        {translate('resources.navs.actions.reject.button')}
      </Button>
      <ReasonDialog
        open={open}
        pending={reject.isPending}
        title={translate('resources.navs.actions.reject.title', {
          code: record.strategyCode,
          date: formatBusinessDate(record.navDate, locale),
        })}
        content={translate('resources.navs.actions.reject.content')}
        confirm={translate('resources.navs.actions.reject.confirm')}
        onClose={() => setOpen(false)}
        onSubmit={(reason) =>
          reject.mutate({ id: record.id, data: { reason } }, { onSuccess: () => setOpen(false) })
        }
      />
    </>
  );
}
