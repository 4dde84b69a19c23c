import { DateInput, NullableBooleanInput, NumberInput, SelectInput } from 'react-admin';
import { NamedSearchInput } from '../../components/named-search-input.tsx';
import { riskBandChoices, statusChoices } from './types.ts';

/** The API takes a whole number of days, 0 or more; anything else typed leaves the filter off. */
export function toWaitingDays(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const days = Number(value);
  return Number.isInteger(days) && days >= 0 ? days : null;
}

// The API's filter keys: status, waitingDaysGte, waitingDaysLte, riskBand, eddRequired, deadlineBefore and q.
export const kycCaseFilters = [
  <NamedSearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
  <NumberInput
    key="waitingDaysGte"
    source="waitingDaysGte"
    min={0}
    step={1}
    parse={toWaitingDays}
    alwaysOn
  />,
  <NumberInput
    key="waitingDaysLte"
    source="waitingDaysLte"
    min={0}
    step={1}
    parse={toWaitingDays}
    alwaysOn
  />,
  <SelectInput key="riskBand" source="riskBand" choices={riskBandChoices} alwaysOn />,
  <NullableBooleanInput
    key="eddRequired"
    source="eddRequired"
    trueLabel="resources.kyc-cases.edd_filter.true"
    falseLabel="resources.kyc-cases.edd_filter.false"
    alwaysOn
  />,
  <DateInput key="deadlineBefore" source="deadlineBefore" alwaysOn />,
];
