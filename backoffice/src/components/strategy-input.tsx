import {
  AutocompleteInput,
  ReferenceInput,
  useLocaleState,
  useResourceContext,
  type Validator,
} from 'react-admin';
import { toLanguage } from '../providers/language.ts';

interface StrategyChoice {
  code: string;
  name: { th: string; en: string };
}

interface StrategyInputProps {
  source: string;
  validate?: Validator | Validator[];
  alwaysOn?: boolean;
}

/**
 * Chooses a strategy among those `GET /admin/strategies` answers, shown as "CODE — name" in the reader's language;
 * typing searches codes and names. The label stays the one of the form's or filter's own resource.
 */
export function StrategyInput({ source, validate }: StrategyInputProps) {
  const resource = useResourceContext();
  const [locale] = useLocaleState();
  const language = toLanguage(locale);
  return (
    <ReferenceInput
      source={source}
      reference="strategies"
      sort={{ field: 'sortOrder', order: 'ASC' }}
      perPage={50}
    >
      <AutocompleteInput
        label={`resources.${resource}.fields.${source}`}
        optionText={(strategy: StrategyChoice) => `${strategy.code} — ${strategy.name[language]}`}
        translateChoice={false}
        validate={validate}
        sx={{ minWidth: 280 }}
      />
    </ReferenceInput>
  );
}
