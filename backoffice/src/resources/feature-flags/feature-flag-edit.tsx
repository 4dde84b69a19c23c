import {
  BooleanInput,
  Edit,
  type EditProps,
  Labeled,
  SimpleForm,
  TextField,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { SaveOnlyToolbar } from '../../components/save-only-toolbar.tsx';
import { FlagChangedField, FlagEffectField } from './flag-fields.tsx';
import { type FeatureFlag, toFlagBody } from './types.ts';

function FlagEditTitle() {
  const record = useRecordContext<FeatureFlag>();
  const translate = useTranslate();
  return <>{translate('resources.feature-flags.edit_title', { name: record?.id ?? '' })}</>;
}

/** Flags wait for the server's answer (pessimistic): the change is only shown once it is saved. */
export function FeatureFlagEdit(props: EditProps) {
  return (
    <Edit {...props} mutationMode="pessimistic" transform={toFlagBody} title={<FlagEditTitle />}>
      <SimpleForm toolbar={<SaveOnlyToolbar />}>
        <Labeled>
          <TextField source="id" />
        </Labeled>
        <Labeled source="governs">
          <FlagEffectField />
        </Labeled>
        <BooleanInput source="enabled" />
        <Labeled source="updatedAt">
          <FlagChangedField />
        </Labeled>
      </SimpleForm>
    </Edit>
  );
}
