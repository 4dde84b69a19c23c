import { Create, DateInput, maxLength, required, SimpleForm, TextInput, useTranslate } from 'react-admin';

/** The API refuses weekends too; the form says so before anything is sent. */
function notWeekend(value: string | null | undefined) {
  if (!value) return undefined;
  const weekday = new Date(`${value}T00:00:00Z`).getUTCDay();
  return weekday === 0 || weekday === 6 ? 'resources.holidays.weekend' : undefined;
}

const name = [required(), maxLength(200)];

export function HolidayCreate() {
  const translate = useTranslate();
  return (
    <Create title={translate('resources.holidays.create_title')} redirect="list" mutationMode="pessimistic">
      <SimpleForm>
        <DateInput source="date" validate={[required(), notWeekend]} />
        <TextInput source="nameTh" validate={name} fullWidth />
        <TextInput source="nameEn" validate={name} fullWidth />
      </SimpleForm>
    </Create>
  );
}
