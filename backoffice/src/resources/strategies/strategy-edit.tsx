import { investing } from '@fund/domain';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import {
  Edit,
  type EditProps,
  maxLength,
  required,
  SelectInput,
  SimpleForm,
  TextInput,
  useNotify,
  usePermissions,
  useRecordContext,
  useRedirect,
  useTranslate,
} from 'react-admin';
import { SaveOnlyToolbar } from '../../components/save-only-toolbar.tsx';
import { canKeepStrategies } from '../../providers/permissions.ts';
import {
  bahtError,
  bandChoices,
  investmentFloorText,
  percentError,
  percentFieldOf,
  type RateField,
  rateFields,
  riskLevelChoices,
  type StrategyFormValues,
  type StrategyRecord,
  toFormValues,
  toUpdateBody,
} from './types.ts';

// Mirrors the API's limits so a bad value is refused before it leaves the form.
const nameRules = [required(), maxLength(200)];
const summaryRules = [required(), maxLength(2000)];
const atFloor = (value: unknown) => bahtError(value, investing.investmentFloor);
const aboveZero = (value: unknown) => bahtError(value);
const percentRule = (field: RateField) => (value: unknown) => percentError(field, value);

function Section({ title }: { title: string }) {
  const translate = useTranslate();
  return (
    <Typography variant="subtitle1" sx={{ mt: 2 }}>
      {translate(title)}
    </Typography>
  );
}

/** The form holds rates as percentages; `toUpdateBody` turns them back into fractions on save. */
function StrategyForm() {
  const record = useRecordContext<StrategyRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <SimpleForm record={toFormValues(record)} toolbar={<SaveOnlyToolbar />}>
      <Alert severity="info">{translate('resources.strategies.effect_note')}</Alert>
      <Section title="resources.strategies.sections.names" />
      <TextInput source="name.th" validate={nameRules} fullWidth />
      <TextInput source="name.en" validate={nameRules} fullWidth />
      <TextInput source="summary.th" validate={summaryRules} multiline minRows={2} fullWidth />
      <TextInput source="summary.en" validate={summaryRules} multiline minRows={2} fullWidth />
      <Section title="resources.strategies.sections.risk" />
      <SelectInput source="riskLevel" choices={riskLevelChoices} validate={required()} />
      <SelectInput source="minBand" choices={bandChoices} validate={required()} />
      <Section title="resources.strategies.sections.fees" />
      {rateFields.map((field) => (
        <TextInput
          key={field}
          source={percentFieldOf[field]}
          validate={percentRule(field)}
          helperText={translate('resources.strategies.percent_helper', {
            max: investing.maximumPercent(field),
          })}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
      ))}
      <Section title="resources.strategies.sections.minimums" />
      <TextInput
        source="minFirstInvestment"
        validate={atFloor}
        helperText={translate('resources.strategies.floor_helper', { min: investmentFloorText })}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
      <TextInput
        source="minNextInvestment"
        validate={atFloor}
        helperText={translate('resources.strategies.floor_helper', { min: investmentFloorText })}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
      <TextInput
        source="minReductionValue"
        validate={aboveZero}
        helperText="resources.strategies.baht_helper"
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
    </SimpleForm>
  );
}

function EditTitle() {
  const record = useRecordContext<StrategyRecord>();
  const translate = useTranslate();
  return <span>{translate('resources.strategies.edit_title', { code: record?.code ?? '' })}</span>;
}

/** Fees, minimums, risk and names of one strategy; saved only once the API accepts them (pessimistic). */
export function StrategyEdit(props: EditProps) {
  const notify = useNotify();
  const redirect = useRedirect();
  const translate = useTranslate();
  const { permissions, isPending } = usePermissions();
  if (isPending) return null;
  // The API refuses the other roles anyway; they are told so before they type anything.
  if (!canKeepStrategies(permissions)) {
    return <Alert severity="warning">{translate('resources.strategies.read_only')}</Alert>;
  }
  return (
    <Edit
      {...props}
      mutationMode="pessimistic"
      transform={(values) => toUpdateBody(values as StrategyFormValues)}
      mutationOptions={{
        onSuccess: () => {
          notify('resources.strategies.saved', { type: 'info' });
          redirect('list', 'strategies');
        },
        // A refusal is always told: the API names the rates as fractions, which are not this form's fields.
        onError: (error) =>
          notify(error instanceof Error && error.message ? error.message : 'ra.notification.http_error', {
            type: 'error',
          }),
      }}
      title={<EditTitle />}
    >
      <StrategyForm />
    </Edit>
  );
}
