import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../providers/data-provider.ts';
import { ReasonDialog } from './reason-dialog.tsx';

/** A figure entered by one staff member and approved or rejected by another (a NAV, a reference rate). */
export interface MakerCheckerEntry {
  id: string;
  /** Whether the signed-in staff member entered it (the API says so): the maker sees a note, not Approve. */
  enteredByMe: boolean;
}

interface MakerCheckerProps<Entry extends MakerCheckerEntry> {
  /** The API resource (`POST /admin/{resource}/{id}/{approve|reject}`); texts are `resources.{resource}.*`. */
  resource: string;
  /** The pending entry the signed-in role may decide, or null to show nothing. */
  entry: Entry | null;
  /** What tells this row from the others (strategy and date, or the date): it follows each button's text. */
  rowName: string;
  /** The arguments of the dialogs' titles (`actions.{approve|reject}.title`). */
  titleArgs: Record<string, string>;
}

function useEntryDecision<Answer>(
  resource: string,
  action: 'approve' | 'reject',
  onDone: (answer: Answer) => void,
) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, data }: { id: string; data: object }) =>
      dataProvider
        .act(resource, { id, action, data })
        .then(({ data: answer }) => answer as unknown as Answer),
    onSuccess: (answer) => {
      onDone(answer);
      refresh();
    },
    onError: (error) =>
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' }),
  });
}

/**
 * Approve: the checker's half of the four-eyes rule. The maker sees `resources.{resource}.own_entry` instead of the
 * button (the API refuses a maker anyway, and its message is shown if it happens). `onApproved` tells staff what
 * the approval did; without it, `actions.approve.done` is shown.
 */
export function ApproveEntryButton<Entry extends MakerCheckerEntry, Answer = unknown>({
  resource,
  entry,
  rowName,
  titleArgs,
  contentArgs,
  onApproved,
}: MakerCheckerProps<Entry> & {
  contentArgs: Record<string, string>;
  onApproved?: (answer: Answer) => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const text = (key: string) => `resources.${resource}.actions.approve.${key}`;
  const approve = useEntryDecision<Answer>(
    resource,
    'approve',
    onApproved ?? (() => notify(text('done'), { type: 'info' })),
  );
  if (!entry) return null;
  if (entry.enteredByMe) {
    return (
      <Typography variant="caption" color="text.secondary">
        {translate(`resources.${resource}.own_entry`)}
      </Typography>
    );
  }
  return (
    <>
      <Button
        variant="outlined"
        size="small"
        color="success"
        startIcon={<CheckIcon />}
        aria-label={`${translate(text('button'))} ${rowName}`}
        onClick={() => setOpen(true)}
      >
        {translate(text('button'))}
      </Button>
      <Confirm
        isOpen={open}
        loading={approve.isPending}
        title={translate(text('title'), titleArgs)}
        content={translate(text('content'), contentArgs)}
        confirm={text('confirm')}
        onClose={() => setOpen(false)}
        onConfirm={() => approve.mutate({ id: entry.id, data: {} }, { onSettled: () => setOpen(false) })}
      />
    </>
  );
}

/** Reject with a reason; the figure of that day can then be entered again. */
export function RejectEntryButton<Entry extends MakerCheckerEntry>({
  resource,
  entry,
  rowName,
  titleArgs,
}: MakerCheckerProps<Entry>) {
  const translate = useTranslate();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const text = (key: string) => `resources.${resource}.actions.reject.${key}`;
  const reject = useEntryDecision(resource, 'reject', () => notify(text('done'), { type: 'info' }));
  if (!entry) return null;
  return (
    <>
      <Button
        variant="outlined"
        size="small"
        color="error"
        startIcon={<CloseIcon />}
        aria-label={`${translate(text('button'))} ${rowName}`}
        onClick={() => setOpen(true)}
      >
        {translate(text('button'))}
      </Button>
      <ReasonDialog
        open={open}
        pending={reject.isPending}
        title={translate(text('title'), titleArgs)}
        content={translate(text('content'))}
        confirm={translate(text('confirm'))}
        onClose={() => setOpen(false)}
        onSubmit={(reason) =>
          reject.mutate({ id: entry.id, data: { reason } }, { onSuccess: () => setOpen(false) })
        }
      />
    </>
  );
}
