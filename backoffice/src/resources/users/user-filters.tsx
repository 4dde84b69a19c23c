import { NullableBooleanInput, ReferenceInput, SelectInput, useLocaleState } from 'react-admin';
import { NamedSearchInput } from '../../components/named-search-input.tsx';
import { toLanguage } from '../../providers/language.ts';
import type { TierRecord } from '../tiers/types.ts';
import { customerTypeChoices } from './types.ts';

/** The tiers as the filter's choices, named in the reader's language. */
function TierSelect() {
  const [locale] = useLocaleState();
  return (
    <SelectInput
      label="resources.users.fields.tier"
      optionText={(tier: TierRecord) => tier.name[toLanguage(locale)]}
    />
  );
}

// The API searches the e-mail (contains) and the uuid (exact), and filters by customer type, lock, staff and tier.
export const userFilters = [
  <NamedSearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="customerType" source="customerType" choices={customerTypeChoices} alwaysOn />,
  <NullableBooleanInput
    key="locked"
    source="locked"
    trueLabel="resources.users.locked_filter.true"
    falseLabel="resources.users.locked_filter.false"
    alwaysOn
  />,
  <NullableBooleanInput
    key="staff"
    source="staff"
    trueLabel="resources.users.staff_filter.true"
    falseLabel="resources.users.staff_filter.false"
    alwaysOn
  />,
  <ReferenceInput
    key="tier"
    source="tier"
    reference="tiers"
    sort={{ field: 'minAum', order: 'ASC' }}
    alwaysOn
  >
    <TierSelect />
  </ReferenceInput>,
];
