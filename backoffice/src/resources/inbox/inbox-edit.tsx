import { Edit, type EditProps, Labeled, required, SelectInput, SimpleForm, TextField } from 'react-admin';
import { SaveOnlyToolbar } from '../../components/save-only-toolbar.tsx';
import { AssigneeInput } from './assignee-input.tsx';
import { ContactField } from './contact-field.tsx';
import { KindChip } from './inbox-chips.tsx';
import { SubjectField } from './subject-field.tsx';
import { statusChoices, toInboxChange } from './types.ts';

/**
 * Status and assignee wait for the server's answer (pessimistic): the API checks that the assignee is staff
 * and audits the change, so nothing is shown as saved before it is.
 */
export function InboxEdit(props: EditProps) {
  return (
    <Edit {...props} mutationMode="pessimistic" transform={toInboxChange} redirect="show">
      <SimpleForm toolbar={<SaveOnlyToolbar />}>
        <Labeled>
          <TextField source="reference" />
        </Labeled>
        <Labeled>
          <KindChip source="kind" />
        </Labeled>
        <Labeled>
          <ContactField source="contact" />
        </Labeled>
        <Labeled>
          <SubjectField source="subject" />
        </Labeled>
        <SelectInput source="status" choices={statusChoices} validate={required()} />
        <AssigneeInput />
      </SimpleForm>
    </Edit>
  );
}
