import { investing } from '@fund/domain';
import { usePermissions, useRecordContext } from 'react-admin';
import { useFormats } from '../../components/formats.ts';
import { ApproveEntryButton, RejectEntryButton } from '../../components/maker-checker-buttons.tsx';
import { canKeepFxRates } from '../../providers/permissions.ts';
import type { FxRateRecord } from './types.ts';

/**
 * The pending rate of the row, when the signed-in role keeps rates (those who keep NAVs; null hides the buttons),
 * and what tells the row from the others: its date follows each button's text.
 */
function usePendingRate() {
  const record = useRecordContext<FxRateRecord>();
  const { permissions } = usePermissions();
  const { businessDate } = useFormats();
  const entry = record && record.status === 'PENDING' && canKeepFxRates(permissions) ? record : null;
  return {
    entry,
    rowName: entry ? businessDate(entry.rateDate) : '',
    titleArgs: { date: entry?.rateDate ?? '' },
  };
}

/** Approve: the checker's half of the four-eyes rule, as for a NAV. */
export function ApproveFxRateButton() {
  const { entry, rowName, titleArgs } = usePendingRate();
  return (
    <ApproveEntryButton
      resource="fx-rates"
      entry={entry}
      rowName={rowName}
      titleArgs={titleArgs}
      contentArgs={{ rate: entry ? investing.fxRateLabel(entry.rate) : '' }}
    />
  );
}

/** Reject with a reason; the rate of that day can then be entered again. */
export function RejectFxRateButton() {
  const { entry, rowName, titleArgs } = usePendingRate();
  return <RejectEntryButton resource="fx-rates" entry={entry} rowName={rowName} titleArgs={titleArgs} />;
}
