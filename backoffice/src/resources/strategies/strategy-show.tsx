import {
  NumberField,
  Show,
  type ShowProps,
  SimpleShowLayout,
  TextField,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { BangkokDateTimeField } from '../../components/bangkok-date-time-field.tsx';
import { DecimalField } from '../orders/order-fields.tsx';
import { BandChip, LatestNavField, PercentField } from './strategy-fields.tsx';
import type { StrategyRecord } from './types.ts';

function StrategyTitle() {
  const record = useRecordContext<StrategyRecord>();
  const translate = useTranslate();
  return <span>{record ? translate('resources.strategies.show_title', { code: record.code }) : ''}</span>;
}

/**
 * One strategy as the staff answer gives it, for the roles that read strategies without changing them: names and
 * summaries in both languages, risk, every fee, the minimums and the latest NAV.
 */
export function StrategyShow(props: ShowProps) {
  return (
    <Show {...props} title={<StrategyTitle />}>
      <SimpleShowLayout>
        <TextField source="code" />
        <TextField source="name.th" />
        <TextField source="name.en" />
        <TextField source="summary.th" />
        <TextField source="summary.en" />
        <NumberField source="riskLevel" />
        <BandChip source="minBand" />
        <PercentField source="increaseFeeRate" />
        <PercentField source="switchInFeeRate" />
        <PercentField source="reduceFeeRate" />
        <PercentField source="managementFeeRate" />
        <PercentField source="totalCostRate" />
        <DecimalField source="minFirstInvestment" />
        <DecimalField source="minNextInvestment" />
        <DecimalField source="minReductionValue" />
        <LatestNavField source="nav" />
        <BangkokDateTimeField source="updatedAt" />
      </SimpleShowLayout>
    </Show>
  );
}
