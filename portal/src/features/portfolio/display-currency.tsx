import type { Answer } from '@fund/contract';
import { investing, lookupFlag } from '@fund/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { apiRequest } from '../../lib/api-client.ts';
import { useFeatureFlags } from '../../lib/feature-flags.ts';
import { formatDay, formatMoney } from '../../lib/format.ts';
import { useLanguage } from '../../lib/i18n/use-language.ts';

/** `GET /fx-rates/latest`: the latest approved USD/THB reference rate (THB per 1 USD); null before any. */
export type LatestFxRate = Answer<'/fx-rates/latest'>;

/** The investor's choice stays on this device, so the overview opens as they left it. */
export const displayCurrencyKey = 'displayCurrency';

function storedChoice(): investing.DisplayCurrency {
  try {
    return window.localStorage.getItem(displayCurrencyKey) === 'USD' ? 'USD' : 'THB';
  } catch {
    return 'THB';
  }
}

export interface DisplayCurrency {
  /** The mfundCurrencySwitcher flag is on: the switch is offered. */
  offered: boolean;
  /** The currency values are shown in: USD only while chosen, offered and a rate is approved. */
  currency: investing.DisplayCurrency;
  rate: string | null;
  rateDate: string | null;
  loading: boolean;
  choose: (currency: investing.DisplayCurrency) => void;
  /** A THB amount (decimal string) as shown: formatted in THB, or converted at the rate in USD. */
  money: (value: string | null | undefined) => string;
  /** The same as a decimal string, for a chart that plots it. */
  amount: (value: string) => string;
}

/**
 * Which currency the portfolio screens show values in (spec §9 mfundCurrencySwitcher). Values come from the API in
 * THB; in USD each is converted by the domain rule at the latest approved reference rate. Orders, deposits and
 * documents never use this: they stay in THB.
 */
export function useDisplayCurrency(): DisplayCurrency {
  const language = useLanguage();
  const flags = useFeatureFlags();
  const offered = flags.data !== undefined && lookupFlag(flags.data.flags, 'mfundCurrencySwitcher').enabled;
  const latest = useSWR(offered ? '/fx-rates/latest' : null, (p: string) => apiRequest<LatestFxRate>(p), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  const [chosen, setChosen] = useState(storedChoice);
  const rate = offered ? (latest.data?.rate ?? null) : null;
  const currency: investing.DisplayCurrency = chosen === 'USD' && rate !== null ? 'USD' : 'THB';
  const amount = (value: string) =>
    currency === 'USD' && rate !== null ? investing.thbToUsd(value, rate).toFixed(2) : value;
  return {
    offered,
    currency,
    rate,
    rateDate: offered ? (latest.data?.rateDate ?? null) : null,
    loading: offered && latest.isLoading,
    choose: (next) => {
      setChosen(next);
      try {
        window.localStorage.setItem(displayCurrencyKey, next);
      } catch {
        // Storage refused (private mode): the choice lasts for this visit only.
      }
    },
    money: (value) =>
      value === null || value === undefined || value === ''
        ? formatMoney(language, value)
        : formatMoney(language, amount(value)),
    amount,
  };
}

/**
 * THB / USD buttons, the reference rate and its date while in USD, or why USD is not available; nothing while the
 * flag is off.
 */
export function CurrencySwitch({ display }: { display: DisplayCurrency }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const reasonId = useId();
  if (!display.offered) return null;
  const noRate = display.rate === null && !display.loading;
  return (
    <div className="currency-switch">
      <fieldset className="period-buttons">
        <legend className="currency-switch-label">{t('portfolio.currency.label')}</legend>
        {investing.displayCurrencies.map((code) => (
          <button
            key={code}
            type="button"
            aria-pressed={code === display.currency}
            disabled={code === 'USD' && display.rate === null}
            aria-describedby={code === 'USD' && noRate ? reasonId : undefined}
            onClick={() => display.choose(code)}
          >
            {t(`portfolio.currency.${code}`)}
          </button>
        ))}
      </fieldset>
      {noRate && (
        <p className="muted" id={reasonId}>
          {t('portfolio.currency.noRate')}
        </p>
      )}
      {display.currency === 'USD' && display.rate !== null && (
        <p className="muted">
          {t('portfolio.currency.rate', {
            rate: investing.fxRateLabel(display.rate),
            date: formatDay(language, display.rateDate),
          })}{' '}
          · {t('portfolio.currency.thbOnly')}
        </p>
      )}
    </div>
  );
}
