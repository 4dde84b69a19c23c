import { DateInput, required, TextInput } from 'react-admin';
import { EnterEntry, notWeekend } from '../../components/maker-checker-entries.tsx';
import { fxRateValueError } from './types.ts';

const weekday = notWeekend('fx-rates');
const rateValue = (value: string | null | undefined) => fxRateValueError(value);

/** The USD/THB reference rate of a day, waiting as PENDING until another staff member approves it. */
export function FxRateCreate() {
  return (
    <EnterEntry
      resource="fx-rates"
      transform={(data: { rateDate: string; rate: string }) => ({
        rateDate: data.rateDate,
        rate: String(data.rate).trim(),
      })}
    >
      <DateInput source="rateDate" validate={[required(), weekday]} />
      <TextInput
        source="rate"
        validate={[required(), rateValue]}
        helperText="resources.fx-rates.rate_helper"
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
    </EnterEntry>
  );
}
