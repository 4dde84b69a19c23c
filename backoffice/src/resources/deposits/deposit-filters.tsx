import { SelectInput } from 'react-admin';
import { NamedSearchInput } from '../../components/named-search-input.tsx';
import { methodChoices, statusChoices } from './types.ts';

// The API's filter keys: status, method and q (reference, e-mail or name).
export const depositFilters = [
  <NamedSearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
  <SelectInput key="method" source="method" choices={methodChoices} alwaysOn />,
];
