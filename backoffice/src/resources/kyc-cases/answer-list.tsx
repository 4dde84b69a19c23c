import { kycForms } from '@fund/domain';
import Box from '@mui/material/Box';
import { useLocaleState, useTranslate } from 'react-admin';
import { useFormats } from '../../components/formats.ts';
import { countryFields, inFormOrder } from './form-order.ts';
import type { QuestionLabels, QuestionnaireLabels } from './questionnaire-labels.ts';

// Form fields whose stored value is one of the domain's option lists, shown by its label instead of its code.
const optionListOf: Record<string, kycForms.KycFormOptionList> = {
  gender: 'genders',
  maritalStatus: 'maritalStatuses',
  occupation: 'occupations',
  businessType: 'businessTypes',
  position: 'positions',
  sourceOfIncome: 'sourcesOfIncome',
  sourceOfFunds: 'sourcesOfFunds',
  monthlyIncome: 'monthlyIncomes',
  incomeRatio: 'incomeRatios',
  plannedAssetType: 'plannedAssetTypes',
  kind: 'addressKinds',
  type: 'beneficiaryTypes',
};

function optionLabel(key: string, value: string, language: 'th' | 'en'): string {
  const list = optionListOf[key];
  const option = list ? kycForms.kycFormOptions[list].find((o) => o.value === value) : undefined;
  return option ? option[language] : value;
}

/** A country's name from its ISO code, in the reader's language (the browser knows them all). */
function countryName(code: string, language: 'th' | 'en'): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

interface AnswerValueProps {
  name: string;
  value: unknown;
  question?: QuestionLabels | undefined;
  questions?: QuestionnaireLabels | null | undefined;
}

/** One answer as the reviewer reads it: options, countries and dates by their names, nested objects as lists. */
export function AnswerValue({ name, value, question, questions }: AnswerValueProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { businessDate } = useFormats();
  const language = locale === 'en' ? 'en' : 'th';
  const text = (item: unknown) => {
    if (isObject(item)) return JSON.stringify(item);
    const raw = String(item);
    const chosen = question?.options.get(raw);
    if (chosen) return chosen[language];
    if (typeof item !== 'string') return raw;
    // Dates as every back-office screen shows them: DD/MM/YYYY, the Buddhist Era year on Thai screens.
    if (/^\d{4}-\d{2}-\d{2}$/.test(item)) return businessDate(item);
    if (countryFields.has(name) && /^[A-Z]{2}$/.test(item)) return countryName(item, language);
    if (name.endsWith('SameAs')) return translate(`resources.kyc-cases.same_as.${item}`, { _: item });
    return optionLabel(name, item, language);
  };
  if (value === null || value === undefined || value === '') return <>—</>;
  if (typeof value === 'boolean') return <>{translate(`resources.kyc-cases.${value ? 'yes' : 'no'}`)}</>;
  if (Array.isArray(value)) return <>{value.map(text).join(', ')}</>;
  if (isObject(value)) return <AnswerList value={value} questions={questions} nested />;
  return <>{text(value)}</>;
}

/**
 * Every field of a saved form or questionnaire answer, each under its Thai or English label, nested objects
 * (addresses, the beneficiary) as nested lists. Questionnaire answers take the questionnaire's own question and
 * option labels when given. A key without a label is shown as the API names it, so nothing the investor gave is
 * hidden from the reviewer.
 */
export function AnswerList({
  value,
  questions,
  nested = false,
}: {
  value: Record<string, unknown>;
  /** The questionnaire's own labels, when the answer is to the version the API serves. */
  questions?: QuestionnaireLabels | null;
  /** A list inside another's value (an address): on a phone its labels stand above their values. */
  nested?: boolean;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const language = locale === 'en' ? 'en' : 'th';
  // Questionnaire answers follow the questionnaire's own order; form answers the form's. An address given as the
  // same as another (currentAddressSameAs: 'ID_CARD') is answered resolved too, a copy of that one: its row says
  // which it is the same as, and the copy is not listed a second time.
  const copies = (key: string) => typeof value[`${key}SameAs`] === 'string';
  const entries = inFormOrder(
    Object.entries(value).filter(([key]) => !copies(key)),
    questions ? [...questions.keys()] : undefined,
  );
  if (entries.length === 0) return <>—</>;
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        // A nested list has only its parent's value column: on a phone two columns of its own leave its values no
        // room, so each label stands above its value there.
        gridTemplateColumns: nested
          ? { xs: 'minmax(0, 1fr)', md: 'minmax(8rem, auto) minmax(0, 1fr)' }
          : 'minmax(10rem, 1fr) 2fr',
        columnGap: 2,
        rowGap: nested ? { xs: 0, md: 0.5 } : 0.5,
        m: 0,
      }}
    >
      {entries.map(([key, item]) => (
        <Box key={key} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ color: 'text.secondary' }}>
            {questions?.get(key)?.label[language] ??
              translate(`resources.kyc-cases.answer_labels.${key}`, { _: key })}
          </Box>
          <Box component="dd" sx={{ m: 0, mb: nested ? { xs: 0.75, md: 0 } : 0, overflowWrap: 'anywhere' }}>
            <AnswerValue name={key} value={item} question={questions?.get(key)} questions={questions} />
          </Box>
        </Box>
      ))}
    </Box>
  );
}
