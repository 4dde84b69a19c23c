import {
  BooleanInput,
  Edit,
  type EditProps,
  maxLength,
  SimpleForm,
  TextInput,
  useTranslate,
} from 'react-admin';
import { SaveOnlyToolbar } from '../../components/save-only-toolbar.tsx';
import { toMaintenanceBody } from './types.ts';

// Mirrors the API's limit so the text is refused before it leaves the form.
const maintenanceTextMax = 1000;

/** Settings wait for the server's answer (pessimistic): the change is only shown once it is saved. */
export function AppSettingEdit(props: EditProps) {
  const translate = useTranslate();
  return (
    <Edit
      {...props}
      mutationMode="pessimistic"
      transform={toMaintenanceBody}
      title={translate('resources.app-settings.edit_title')}
    >
      <SimpleForm toolbar={<SaveOnlyToolbar />}>
        <BooleanInput source="maintenance" />
        <TextInput
          source="maintenanceText"
          multiline
          minRows={3}
          fullWidth
          validate={maxLength(maintenanceTextMax)}
          helperText="resources.app-settings.helpers.maintenanceText"
        />
      </SimpleForm>
    </Edit>
  );
}
