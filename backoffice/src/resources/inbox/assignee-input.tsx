import { SelectInput } from 'react-admin';
import { useStaff } from './use-staff.ts';

/**
 * Chooses among all staff. A ReferenceInput would also fetch the current assignee by id, which
 * `/admin/staff` does not answer, so the choices come from the one staff list.
 */
export function AssigneeInput() {
  const { data, isPending } = useStaff();
  return (
    <SelectInput
      source="assigneeId"
      choices={data ?? []}
      optionText="email"
      translateChoice={false}
      emptyText="resources.inbox.unassigned"
      isPending={isPending}
    />
  );
}
