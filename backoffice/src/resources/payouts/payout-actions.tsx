import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { type RaRecord, useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import { ActionDialog } from '../../components/reason-dialog.tsx';
import type { AppDataProvider } from '../../providers/data-provider.ts';

/** What each answer asks for: the bank's reference, a reason, a note, or nothing. */
const inputOf = {
  paid: 'bankReference',
  failed: 'reason',
  returned: 'note',
  requeue: null,
  // A wallet batch: the custodian answers each payout itself, with its transaction hash or why it refused.
  send: null,
} as const;

export type PayoutAction = keyof typeof inputOf;

/** The API's bank reference: letters, digits, "/", "_" and "-", 3 to 64 characters. */
const isBankReference = (value: string) => /^[A-Za-z0-9][A-Za-z0-9/_-]{2,63}$/.test(value.trim());

/**
 * One command on a payout or a batch (`POST /admin/{resource}/{id}/{action}`), confirmed in a dialog that takes
 * the input the API requires. It waits for the API: nothing changes on screen before the answer.
 */
export function PayoutActionButton({
  resource,
  id,
  action,
  name,
  color = 'primary',
  doneArgs,
}: {
  resource: 'payouts' | 'payout-batches';
  id: number;
  action: PayoutAction;
  /** What the row is called, so each row's button has its own accessible name. */
  name: string;
  color?: 'primary' | 'success' | 'error';
  /** The figures the success message names, read from the API's answer (a sent batch: how many paid, failed). */
  doneArgs?: (answer: RaRecord) => Record<string, unknown>;
}) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState('');
  const [touched, setTouched] = useState(false);
  const field = inputOf[action];
  const valid =
    field === null ||
    (field === 'bankReference'
      ? isBankReference(value)
      : value.trim().length >= 1 && value.trim().length <= 500);
  const base = `resources.payouts.actions.${action}`;
  const mutation = useMutation({
    mutationFn: () =>
      dataProvider.act(resource, { id, action, data: field ? { [field]: value.trim() } : {} }),
    onSuccess: ({ data }) => {
      setOpen(false);
      setValue('');
      notify(`${base}.done`, { type: 'info', messageArgs: doneArgs?.(data) });
      refresh();
    },
    // The HTTP client has already put the API's problem code into the reader's language.
    onError: (error) =>
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' }),
  });
  const label = translate(`${base}.button`);
  return (
    <>
      <Button
        variant="outlined"
        size="small"
        color={color}
        aria-label={`${label} ${name}`}
        onClick={() => setOpen(true)}
      >
        {label}
      </Button>
      <ActionDialog
        open={open}
        pending={mutation.isPending}
        title={translate(`${base}.title`, { name })}
        content={translate(`${base}.content`)}
        confirm={translate(`${base}.confirm`)}
        maxWidth="sm"
        onClose={() => setOpen(false)}
        onSubmit={() => {
          setTouched(true);
          if (valid) mutation.mutate();
        }}
      >
        {field && (
          <TextField
            autoFocus
            fullWidth
            margin="normal"
            label={translate(`resources.payouts.inputs.${field}`)}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            error={touched && !valid}
            helperText={translate(`resources.payouts.inputs.${field}_helper`)}
            slotProps={{ htmlInput: { maxLength: field === 'bankReference' ? 64 : 500 } }}
          />
        )}
      </ActionDialog>
    </>
  );
}
