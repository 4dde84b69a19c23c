import { DateInput, NullableBooleanInput, SelectInput } from 'react-admin';
import { NamedSearchInput } from '../../components/named-search-input.tsx';
import { StrategyInput } from '../../components/strategy-input.tsx';
import { kindChoices, stageChoices } from './types.ts';

// The API's filter keys: stage, kind, strategyCode, tradeDate, funded (the deposit paying it is verified) and q.
export const orderFilters = [
  <NamedSearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="stage" source="stage" choices={stageChoices} alwaysOn />,
  <SelectInput key="kind" source="kind" choices={kindChoices} alwaysOn />,
  <StrategyInput key="strategyCode" source="strategyCode" alwaysOn />,
  <DateInput key="tradeDate" source="tradeDate" alwaysOn />,
  <NullableBooleanInput
    key="funded"
    source="funded"
    trueLabel="resources.orders.payment.funded"
    falseLabel="resources.orders.payment.not_funded"
    alwaysOn
  />,
];
