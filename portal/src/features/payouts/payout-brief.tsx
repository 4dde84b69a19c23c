import { useTranslation } from 'react-i18next';
import { formatDay, formatMoney } from '../../lib/format.ts';
import { useLanguage } from '../../lib/i18n/use-language.ts';
import type { Transaction } from '../transactions/index.ts';
import './payouts.css';

/** A settled reduction's payout, as the history (`GET /transactions`) answers it. */
export type PayoutBriefData = NonNullable<Transaction['payout']>;

/** In the history: a reduction's payout in a few words (status and value date, account ending, reference). */
export function PayoutBrief({ payout }: { payout: PayoutBriefData | null | undefined }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (!payout) return <>-</>;
  return (
    <span className="payout-brief">
      <span>
        {t('payouts.brief', {
          status: t(`payouts.status.${payout.status}`),
          date: formatDay(language, payout.valueDate),
        })}
      </span>{' '}
      <span className="muted">
        {formatMoney(language, payout.amount)}
        {payout.walletNetwork
          ? ` · ${t('payouts.wallet', { network: payout.walletNetwork, address: payout.walletAddressShort ?? '' })}`
          : payout.accountEnding &&
            ` · ${t('payouts.accountEnding', { bank: '', ending: payout.accountEnding }).trim()}`}
        {payout.bankReference && <span className="payout-reference">{` · ${payout.bankReference}`}</span>}
      </span>
    </span>
  );
}
