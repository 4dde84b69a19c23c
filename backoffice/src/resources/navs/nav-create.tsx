import { DateInput, required, TextInput } from 'react-admin';
import { EnterEntry, notWeekend } from '../../components/maker-checker-entries.tsx';
import { StrategyInput } from '../../components/strategy-input.tsx';
import { navValueError } from './types.ts';

const weekday = notWeekend('navs');
const navValue = (value: string | null | undefined) => navValueError(value);

/** A strategy's NAV of a day, waiting as PENDING until another staff member approves it. */
export function NavCreate() {
  return (
    <EnterEntry
      resource="navs"
      transform={(data: { strategyCode: string; navDate: string; nav: string }) => ({
        strategyCode: data.strategyCode,
        navDate: data.navDate,
        nav: String(data.nav).trim(),
      })}
    >
      <StrategyInput source="strategyCode" validate={required()} />
      <DateInput source="navDate" validate={[required(), weekday]} />
      <TextInput
        source="nav"
        validate={[required(), navValue]}
        helperText="resources.navs.nav_helper"
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
    </EnterEntry>
  );
}
