import {
  NumberField,
  Show,
  type ShowProps,
  SimpleShowLayout,
  TextField,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { BusinessDateField } from '../../components/business-date-field.tsx';
import { InstantField } from '../../components/instant-field.tsx';
import { DecimalField } from '../orders/order-fields.tsx';
import { BandChip, LatestNavField, PercentField, TextInLanguageField } from './strategy-fields.tsx';
import type { StrategyRecord } from './types.ts';

function StrategyTitle() {
  const record = useRecordContext<StrategyRecord>();
  const translate = useTranslate();
  return <span>{record ? translate('resources.strategies.show_title', { code: record.code }) : ''}</span>;
}

/**
 * One strategy as the staff answer gives it, for the roles that read strategies without changing them: names and
 * summaries in both languages, risk, every fee, the minimums and the latest NAV, then the rest of spec §3 Strategy
 * (type, start price, policies, dates, parties, management model, dealing, audiences) in the reader's language.
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
        <PercentField source="performanceFeeRate" />
        <PercentField source="reduceFeeRate" />
        <PercentField source="managementFeeRate" />
        <PercentField source="totalCostRate" />
        <DecimalField source="minFirstInvestment" />
        <DecimalField source="minNextInvestment" />
        <DecimalField source="minReductionValue" />
        <LatestNavField source="nav" />
        <TextInLanguageField source="type" />
        <DecimalField source="startPrice" />
        <TextInLanguageField source="currencyPolicy" />
        <TextInLanguageField source="dividendPolicy" />
        <BusinessDateField source="registrationDate" label="resources.strategies.fields.registrationDate" />
        <BusinessDateField
          source="managementStartDate"
          label="resources.strategies.fields.managementStartDate"
        />
        <TextInLanguageField source="manager" />
        <TextInLanguageField source="trustee" />
        <TextInLanguageField source="managementModel" />
        <TextInLanguageField source="dealing.increaseDays" />
        <TextInLanguageField source="dealing.reduceDays" />
        <TextInLanguageField source="dealing.period" />
        <TextInLanguageField source="dealing.cutOff" />
        <TextInLanguageField source="dealing.settlement" />
        <TextInLanguageField source="suitableFor" />
        <TextInLanguageField source="unsuitableFor" />
        <InstantField source="updatedAt" />
      </SimpleShowLayout>
    </Show>
  );
}
