import { SearchInput, type SearchInputProps, SelectInput, useTranslate } from 'react-admin';
import { kindChoices, statusChoices } from './types.ts';

/** The search box shows only a placeholder, so it is given a name that screen readers and tests can find. */
function NamedSearchInput(props: SearchInputProps) {
  const translate = useTranslate();
  return (
    <SearchInput
      {...props}
      slotProps={{ htmlInput: { 'aria-label': translate('resources.inbox.fields.q') } }}
    />
  );
}

// The API searches the reference, e-mail, name and phone.
export const inboxFilters = [
  <NamedSearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="kind" source="kind" choices={kindChoices} alwaysOn />,
  <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
];
