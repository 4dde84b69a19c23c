import Alert from '@mui/material/Alert';
import {
  Edit,
  type EditProps,
  maxLength,
  required,
  SimpleForm,
  TextInput,
  useLocaleState,
  useNotify,
  usePermissions,
  useRecordContext,
  useRedirect,
  useTranslate,
} from 'react-admin';
import { SaveOnlyToolbar } from '../../components/save-only-toolbar.tsx';
import { toLanguage } from '../../providers/language.ts';
import { canKeepTiers } from '../../providers/permissions.ts';
import { TiersOffNote } from './tier-fields.tsx';
import {
  benefitsError,
  minAumError,
  type TierFormValues,
  type TierRecord,
  toFormValues,
  toUpdateBody,
} from './types.ts';

// Mirrors the API's limits so a bad value is refused before it leaves the form.
const nameRules = [required(), maxLength(60)];

function TierForm() {
  const record = useRecordContext<TierRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <SimpleForm record={toFormValues(record)} toolbar={<SaveOnlyToolbar />}>
      <Alert severity="info">{translate('resources.tiers.effect_note')}</Alert>
      <TextInput source="name.th" validate={nameRules} fullWidth />
      <TextInput source="name.en" validate={nameRules} fullWidth />
      <TextInput
        source="minAum"
        validate={[required(), minAumError]}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
      <TextInput source="benefitLines.th" validate={benefitsError} multiline minRows={3} fullWidth />
      <TextInput source="benefitLines.en" validate={benefitsError} multiline minRows={3} fullWidth />
    </SimpleForm>
  );
}

function EditTitle() {
  const record = useRecordContext<TierRecord>();
  const [locale] = useLocaleState();
  const translate = useTranslate();
  return (
    <span>{translate('resources.tiers.edit_title', { name: record?.name[toLanguage(locale)] ?? '' })}</span>
  );
}

/** Names, threshold and benefits of one tier; saved only once the API accepts them (pessimistic). */
export function TierEdit(props: EditProps) {
  const notify = useNotify();
  const redirect = useRedirect();
  const translate = useTranslate();
  const { permissions, isPending } = usePermissions();
  if (isPending) return null;
  // The API refuses the other roles anyway; they are told so before they type anything.
  if (!canKeepTiers(permissions)) {
    return <Alert severity="warning">{translate('resources.tiers.read_only')}</Alert>;
  }
  return (
    <>
      <TiersOffNote />
      <Edit
        {...props}
        mutationMode="pessimistic"
        transform={(values) => toUpdateBody(values as TierFormValues)}
        mutationOptions={{
          onSuccess: () => {
            notify('resources.tiers.saved', { type: 'info' });
            redirect('list', 'tiers');
          },
          onError: (error) =>
            notify(error instanceof Error && error.message ? error.message : 'ra.notification.http_error', {
              type: 'error',
            }),
        }}
        title={<EditTitle />}
      >
        <TierForm />
      </Edit>
    </>
  );
}
