import { useLocaleState, useNotify, usePermissions, useRecordContext } from 'react-admin';
import { formatBusinessDate } from '../../components/business-date-field.tsx';
import { ApproveEntryButton, RejectEntryButton } from '../../components/maker-checker-buttons.tsx';
import { canKeepNavs } from '../../providers/permissions.ts';
import { formatDecimal } from '../orders/types.ts';
import type { NavApproval, NavRecord } from './types.ts';

/**
 * The pending NAV of the row, when the signed-in role keeps NAVs (null hides the buttons), and what tells the row
 * from the others: the strategy and the NAV date follow each button's text.
 */
function usePendingNav() {
  const record = useRecordContext<NavRecord>();
  const { permissions } = usePermissions();
  const [locale] = useLocaleState();
  const entry = record && record.status === 'PENDING' && canKeepNavs(permissions) ? record : null;
  const date = entry ? formatBusinessDate(entry.navDate, locale) : '';
  return {
    entry,
    rowName: `${entry?.strategyCode ?? ''} ${date}`,
    titleArgs: { code: entry?.strategyCode ?? '', date },
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
      contentArgs={{ nav: entry ? formatDecimal(entry.nav) : '' }}
      onApproved={({ settlement }) =>
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
