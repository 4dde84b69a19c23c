import { DataTable, FilterButton, List, TopToolbar } from 'react-admin';
import { InstantField } from '../../components/instant-field.tsx';
import { AssigneeField } from './assignee-field.tsx';
import { ContactField } from './contact-field.tsx';
import { KindChip, StatusChip } from './inbox-chips.tsx';
import { inboxFilters } from './inbox-filters.tsx';
import { NewCount } from './new-count.tsx';
import { SubjectField } from './subject-field.tsx';

function InboxListActions() {
  return (
    <TopToolbar sx={{ alignItems: 'center', gap: 1 }}>
      <NewCount />
      <FilterButton />
    </TopToolbar>
  );
}

// The API sorts by id, createdAt, status and kind only, so the other columns are not sortable.
export function InboxList() {
  return (
    <List
      filters={inboxFilters}
      actions={<InboxListActions />}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      exporter={false}
    >
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="reference" disableSort />
        <DataTable.Col source="kind">
          <KindChip />
        </DataTable.Col>
        <DataTable.Col source="contact" disableSort>
          <ContactField />
        </DataTable.Col>
        <DataTable.Col source="phone" disableSort />
        <DataTable.Col source="subject" disableSort>
          <SubjectField />
        </DataTable.Col>
        <DataTable.Col source="status">
          <StatusChip />
        </DataTable.Col>
        <DataTable.Col source="assigneeId" disableSort>
          <AssigneeField />
        </DataTable.Col>
        <DataTable.Col source="createdAt" field={InstantField} />
      </DataTable>
    </List>
  );
}
