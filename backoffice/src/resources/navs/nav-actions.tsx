import { useNotify, usePermissions, useRecordContext } from 'react-admin';
import { useFormats } from '../../components/formats.ts';
import { ApproveEntryButton, RejectEntryButton } from '../../components/maker-checker-buttons.tsx';
import { canKeepNavs } from '../../providers/permissions.ts';
import type { NavApproval, NavRecord } from './types.ts';

/**
 * The pending NAV of the row, when the signed-in role keeps NAVs (null hides the buttons), and what tells the row
 * from the others: the strategy and the NAV date follow each button's text.
 */
function usePendingNav() {
  const record = useRecordContext<NavRecord>();
  const { permissions } = usePermissions();
  const { businessDate } = useFormats();
  const entry = record && record.status === 'PENDING' && canKeepNavs(permissions) ? record : null;
  return {
    entry,
    rowName: entry ? `${entry.strategyCode} ${businessDate(entry.navDate)}` : '',
    titleArgs: { code: entry?.strategyCode ?? '', date: entry?.navDate ?? '' },
  };
}

/** Approve: the notification carries what the approval settled. */
export function ApproveNavButton() {
  const { entry, rowName, titleArgs } = usePendingNav();
  const notify = useNotify();
  return (
    <ApproveEntryButton<NavRecord, NavApproval>
      resource="navs"
      entry={entry}
      rowName={rowName}
      titleArgs={titleArgs}
      contentArgs={{ nav: entry?.nav ?? '' }}
      onApproved={({ settlement }) =>
        // With settlementOrder off the NAV is approved and its orders wait: staff are told so, not "0 settled".
        settlement.paused
          ? notify('resources.navs.actions.approve.paused', { type: 'warning' })
          : notify('resources.navs.actions.approve.done', {
              type: 'info',
              // Decimal strings as the API answers them: the sentence formats them, and names one order or many.
              messageArgs: {
                count: settlement.ordersSettled,
                unitsIn: settlement.unitsIn,
                unitsOut: settlement.unitsOut,
                amountIn: settlement.amountIn,
                amountOut: settlement.amountOut,
                fees: settlement.fees,
              },
            })
      }
    />
  );
}

/** Reject with a reason; the NAV of that day can then be entered again. */
export function RejectNavButton() {
  const { entry, rowName, titleArgs } = usePendingNav();
  return <RejectEntryButton resource="navs" entry={entry} rowName={rowName} titleArgs={titleArgs} />;
}
