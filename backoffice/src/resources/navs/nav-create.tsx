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
import { StrategyInput } from '../../components/strategy-input.tsx';
import { navValueError } from './types.ts';

/** The API refuses holidays and days to come too; the form catches weekends before anything is sent. */
function notWeekend(value: string | null | undefined) {
  if (!value) return undefined;
  const weekday = new Date(`${value}T00:00:00Z`).getUTCDay();
  return weekday === 0 || weekday === 6 ? 'resources.navs.validation.weekend' : undefined;
}

const navValue = (value: string | null | undefined) => navValueError(value);

/** The maker's half of the four-eyes rule: the NAV waits as PENDING until another staff member approves it. */
export function NavCreate() {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Create
      title={translate('resources.navs.create_title')}
      mutationMode="pessimistic"
      mutationOptions={{
        onSuccess: () => {
          notify('resources.navs.created', { type: 'info' });
          redirect('list', 'navs');
        },
      }}
      transform={(data: { strategyCode: string; navDate: string; nav: string }) => ({
        strategyCode: data.strategyCode,
        navDate: data.navDate,
        nav: String(data.nav).trim(),
      })}
    >
      <SimpleForm>
        <StrategyInput source="strategyCode" validate={required()} />
        <DateInput source="navDate" validate={[required(), notWeekend]} />
        <TextInput
          source="nav"
          validate={[required(), navValue]}
          helperText="resources.navs.nav_helper"
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
      </SimpleForm>
    </Create>
  );
}
