import type { investing } from '@fund/domain';
import Stack from '@mui/material/Stack';
import type { ReactElement, ReactNode } from 'react';
import {
  Create,
  CreateButton,
  DataTable,
  SimpleForm,
  TextField,
  TopToolbar,
  useNotify,
  useRedirect,
  useTranslate,
} from 'react-admin';
import { StatusChip, type StatusColors } from './status-chip.tsx';

/**
 * The screens of a figure one staff member enters and another approves or rejects (a NAV, a reference rate); their
 * texts are `resources.{resource}.*`.
 */
type EntryResource = 'navs' | 'fx-rates';

// A NAV and a rate go through the same statuses.
const statusColors: StatusColors<investing.NavStatus | investing.FxRateStatus> = {
  PENDING: 'info',
  APPROVED: 'success',
  REJECTED: 'error',
};

export function EntryStatusChip({ resource }: { resource: EntryResource; label?: string; source?: string }) {
  return <StatusChip resource={resource} colors={statusColors} />;
}

/** The list's actions: the maker's button to enter a new figure, for the roles that keep them. */
export function EnterEntryActions({ resource, allowed }: { resource: EntryResource; allowed: boolean }) {
  return (
    <TopToolbar>{allowed ? <CreateButton label={`resources.${resource}.create_button`} /> : null}</TopToolbar>
  );
}

/**
 * The list's last columns: who entered it, who approved it, why it was rejected, and the checker's Approve and
 * Reject for the roles that keep the figures. An array, so the table reads each column as its own child.
 */
export function entryReviewColumns(allowed: boolean, approve: ReactElement, reject: ReactElement) {
  const columns = ['enteredByEmail', 'approvedByEmail', 'rejectReason'].map((source) => (
    <DataTable.Col key={source} source={source} disableSort>
      <TextField source={source} emptyText="—" />
    </DataTable.Col>
  ));
  if (!allowed) return columns;
  return [
    ...columns,
    <DataTable.Col key="decision" label="" disableSort>
      <Stack direction="row" spacing={1} alignItems="center">
        {approve}
        {reject}
      </Stack>
    </DataTable.Col>,
  ];
}

/** The API refuses holidays and days to come too; the form catches weekends before anything is sent. */
export function notWeekend(resource: EntryResource) {
  return (value: string | null | undefined) => {
    if (!value) return undefined;
    const weekday = new Date(`${value}T00:00:00Z`).getUTCDay();
    return weekday === 0 || weekday === 6 ? `resources.${resource}.validation.weekend` : undefined;
  };
}

/**
 * The maker's half of the four-eyes rule: the figure waits as PENDING until another staff member approves it;
 * once it is saved the list opens again and says so.
 */
export function EnterEntry<Form extends object>({
  resource,
  transform,
  children,
}: {
  resource: EntryResource;
  transform: (data: Form) => object;
  children: ReactNode;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Create
      title={translate(`resources.${resource}.create_title`)}
      mutationMode="pessimistic"
      mutationOptions={{
        onSuccess: () => {
          notify(`resources.${resource}.created`, { type: 'info' });
          redirect('list', resource);
        },
      }}
      transform={transform}
    >
      <SimpleForm>{children}</SimpleForm>
    </Create>
  );
}
