import { errorMessage, type SuitabilityRiskType } from '@fund/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ModalDialog } from '../../components/dialog/modal-dialog.tsx';
import { textOf } from '../../lib/format.ts';
import { useLanguage } from '../../lib/i18n/use-language.ts';
import { useStrategies } from '../strategies/index.ts';

export interface RiskDetails {
  /** Every strategy of the order above the investor's band, as the ORDER_RISK_MISMATCH refusal names them. */
  strategies: { strategyCode: string; strategyBand: SuitabilityRiskType }[];
  customerBand: SuitabilityRiskType | null;
}

/**
 * Reads the ORDER_RISK_MISMATCH refusal's details. Its `strategies` list names each strategy above the band; an
 * answer without it names one, in its single fields.
 */
export function riskDetailsOf(details: unknown, fallbackCode: string | undefined): RiskDetails {
  const given = (details ?? {}) as Partial<
    RiskDetails & { strategyCode: string; strategyBand: SuitabilityRiskType }
  >;
  const strategies = given.strategies?.length
    ? given.strategies
    : [
        {
          strategyCode: given.strategyCode ?? fallbackCode ?? '',
          strategyBand: given.strategyBand ?? 'VERY_HIGH',
        },
      ];
  return { strategies, customerBand: given.customerBand ?? null };
}

interface OrderRiskWarningProps {
  risk: RiskDetails;
  sending: boolean;
  onAccept: () => void;
  onClose: () => void;
}

/** Spec §5: the warning for an order above the investor's risk tolerance, naming each strategy and its band. */
export function OrderRiskWarning({ risk, sending, onAccept, onClose }: OrderRiskWarningProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  // The list is usually cached already; until it answers, a strategy is named by its code.
  const { data } = useStrategies();
  const nameOf = (code: string) => {
    const strategy = data?.data.find((candidate) => candidate.code === code);
    return strategy ? textOf(language, strategy.name) : code;
  };
  return (
    <ModalDialog title={t('orders.risk.title')} onClose={onClose}>
      <p>{errorMessage('ORDER_RISK_MISMATCH', language)}</p>
      <ul className="order-risk-bands">
        {risk.strategies.map((strategy) => (
          <li key={strategy.strategyCode}>
            {t('orders.risk.strategyBand', {
              name: nameOf(strategy.strategyCode),
              band: t(`orders.bands.${strategy.strategyBand}`),
            })}{' '}
            {/* A new tab, so the order and everything typed into it stay here while the factsheet is read. */}
            <Link
              to={`/strategies/${encodeURIComponent(strategy.strategyCode)}#factsheet`}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('orders.risk.factsheetOf', { name: nameOf(strategy.strategyCode) })}
              <span className="visually-hidden"> {t('orders.risk.newTab')}</span>
            </Link>
          </li>
        ))}
        {risk.customerBand && (
          <li>{t('orders.risk.customerBand', { band: t(`orders.bands.${risk.customerBand}`) })}</li>
        )}
      </ul>
      <div className="dialog-actions">
        <button type="button" className="button button-secondary" onClick={onClose}>
          {t('orders.back')}
        </button>
        <button type="button" className="button button-primary" disabled={sending} onClick={onAccept}>
          {t('orders.risk.accept')}
        </button>
      </div>
    </ModalDialog>
  );
}
