import { SearchInput, type SearchInputProps, SelectInput, useTranslate } from 'react-admin';
import { methodChoices, statusChoices } from './types.ts';

/** The search box shows only a placeholder, so it is given a name that screen readers and tests can find. */
function NamedSearchInput(props: SearchInputProps) {
  const translate = useTranslate();
  return (
    <SearchInput
      {...props}
      placeholder={translate('resources.deposits.fields.q')}
      slotProps={{ htmlInput: { 'aria-label': translate('resources.deposits.fields.q') } }}
    />
  );
}

// The API's filter keys: status, method and q (reference, e-mail or name).
export const depositFilters = [
  <NamedSearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
  <SelectInput key="method" source="method" choices={methodChoices} alwaysOn />,
];
