import { SelectInput } from 'react-admin';
import { NamedSearchInput } from '../../components/named-search-input.tsx';
import { kindChoices, statusChoices } from './types.ts';

// The API searches the reference, e-mail, name and phone.
export const inboxFilters = [
  <NamedSearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="kind" source="kind" choices={kindChoices} alwaysOn />,
  <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
];
