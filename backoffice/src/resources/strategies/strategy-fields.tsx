import { investing } from '@fund/domain';
import Chip from '@mui/material/Chip';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { useFormats } from '../../components/formats.ts';
import { toLanguage } from '../../providers/language.ts';
import type { RateField, StrategyRecord } from './types.ts';

interface FieldProps {
  label?: string;
  source?: string;
}

/** The strategy's name in the reader's language. */
export function StrategyNameField(_props: FieldProps) {
  const record = useRecordContext<StrategyRecord>();
  const [locale] = useLocaleState();
  if (!record) return null;
  return <span>{record.name[toLanguage(locale)]}</span>;
}

/**
 * A read-only text of the strategy at a dotted `source` ("dealing.period"): a `{ th, en }` pair in the reader's
 * language, a plain string as it is, a dash when the strategy has none.
 */
export function TextInLanguageField({ source }: FieldProps & { source: string }) {
  const record = useRecordContext();
  const [locale] = useLocaleState();
  const value = source
    .split('.')
    .reduce<unknown>((at, key) => (at as Record<string, unknown> | null | undefined)?.[key], record);
  const text =
    typeof value === 'string'
      ? value
      : (value as Record<string, string> | null | undefined)?.[toLanguage(locale)];
  return <span>{text || '—'}</span>;
}

export function BandChip(_props: FieldProps) {
  const record = useRecordContext<StrategyRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      label={translate(`resources.strategies.bands.${record.minBand}`, { _: record.minBand })}
    />
  );
}

const rateLabels: Record<RateField, string | null> = {
  increaseFeeRate: null,
  switchInFeeRate: null,
  reduceFeeRate: 'resources.strategies.of_profit',
  managementFeeRate: 'resources.strategies.per_year',
  performanceFeeRate: null,
  totalCostRate: 'resources.strategies.per_year',
};

/** A stored fraction shown as people read it: "0.0025" → "0.25%" (or "2% per year"). */
export function PercentField({ source }: { source: RateField; label?: string }) {
  const record = useRecordContext<StrategyRecord>();
  const translate = useTranslate();
  if (!record) return null;
  const percent = investing.rateToPercent(record[source]);
  const label = rateLabels[source];
  return <span>{label ? translate(label, { percent }) : `${percent}%`}</span>;
}

/** The latest approved NAV and its date, or a note before management starts. */
export function LatestNavField(_props: FieldProps) {
  const record = useRecordContext<StrategyRecord>();
  const translate = useTranslate();
  const { businessDate, decimal } = useFormats();
  if (!record) return null;
  if (!record.nav || !record.navDate) return <span>{translate('resources.strategies.no_nav')}</span>;
  return (
    <span>
      {decimal(record.nav)} ({businessDate(record.navDate)})
    </span>
  );
}
