import { useTranslation } from 'react-i18next';
import { formatDateTime, formatDay, formatMoney } from '../../lib/format.ts';
import { useLanguage, useReasonText } from '../../lib/i18n/use-language.ts';
import { SummaryRow } from '../orders/index.ts';
import type { Payout } from './api.ts';
import './payouts.css';

/** On the order page: where the money of a settled reduction goes, when, and what became of it. */
export function PayoutCard({ payout }: { payout: Payout }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const reasonText = useReasonText();
  const bankName = language === 'th' ? payout.bankNameTh : payout.bankNameEn;
  return (
    <section className="order-leg payout-card" aria-labelledby="payout-title">
      <h2 id="payout-title">{t('payouts.title')}</h2>
      <p className={`payout-status payout-status-${payout.status}`} role="status">
        {t(`payouts.status.${payout.status}`)}
      </p>
      <dl className="order-summary">
        <SummaryRow label={t('payouts.amount')}>{formatMoney(language, payout.amount)}</SummaryRow>
        <SummaryRow label={t('payouts.account')}>
          {payout.receiveType === 'WALLET'
            ? t('payouts.wallet', { network: payout.walletNetwork ?? '', address: payout.walletAddressShort })
            : payout.accountEnding
              ? t('payouts.accountEnding', {
                  bank: bankName ?? payout.bankCode,
                  ending: payout.accountEnding,
                })
              : '-'}
        </SummaryRow>
        <SummaryRow label={t('payouts.valueDate')}>{formatDay(language, payout.valueDate)}</SummaryRow>
        {payout.bankReference && (
          <SummaryRow label={t(payout.receiveType === 'WALLET' ? 'payouts.txHash' : 'payouts.reference')}>
            <span className="payout-reference">{payout.bankReference}</span>
          </SummaryRow>
        )}
        {payout.paidAt && (
          <SummaryRow label={t('payouts.paidAt')}>{formatDateTime(language, payout.paidAt)}</SummaryRow>
        )}
        {payout.failureReason && (
          <SummaryRow label={t('payouts.failureReason')}>{payout.failureReason}</SummaryRow>
        )}
      </dl>
      {payout.holdReason && <p className="order-note">{reasonText(payout.holdReason)}</p>}
      {(payout.status === 'FAILED' || payout.status === 'RETURNED') && (
        <p className="order-note">{t('payouts.whatToDo')}</p>
      )}
    </section>
  );
}
