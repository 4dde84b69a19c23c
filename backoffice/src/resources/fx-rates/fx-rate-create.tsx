import {
  Create,
  DateInput,
  required,
  SimpleForm,
  TextInput,
  useNotify,
  useRedirect,
  useTranslate,
} from 'react-admin';
import { fxRateValueError } from './types.ts';

/** The API refuses holidays and days to come too; the form catches weekends before anything is sent. */
function notWeekend(value: string | null | undefined) {
  if (!value) return undefined;
  const weekday = new Date(`${value}T00:00:00Z`).getUTCDay();
  return weekday === 0 || weekday === 6 ? 'resources.fx-rates.validation.weekend' : undefined;
}

const rateValue = (value: string | null | undefined) => fxRateValueError(value);

/** The maker's half of the four-eyes rule: the rate waits as PENDING until another staff member approves it. */
export function FxRateCreate() {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Create
      title={translate('resources.fx-rates.create_title')}
      mutationMode="pessimistic"
      mutationOptions={{
        onSuccess: () => {
          notify('resources.fx-rates.created', { type: 'info' });
          redirect('list', 'fx-rates');
        },
      }}
      transform={(data: { rateDate: string; rate: string }) => ({
        rateDate: data.rateDate,
        rate: String(data.rate).trim(),
      })}
    >
      <SimpleForm>
        <DateInput source="rateDate" validate={[required(), notWeekend]} />
        <TextInput
          source="rate"
          validate={[required(), rateValue]}
          helperText="resources.fx-rates.rate_helper"
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
      </SimpleForm>
    </Create>
  );
}
