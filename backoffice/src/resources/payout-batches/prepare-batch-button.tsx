import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import { ActionDialog } from '../../components/reason-dialog.tsx';
import type { BatchRecord } from '../payouts/types.ts';

/**
 * "Prepare batch": every pending payout due by the value date goes into one bank file; those whose account no
 * longer passes are held instead, and the notification says how many.
 */
export function PrepareBatchButton() {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [valueDate, setValueDate] = useState('');
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(valueDate);
  const prepare = useMutation({
    mutationFn: () =>
      dataProvider
        .create('payout-batches', { data: { valueDate } })
        .then(({ data }) => data as unknown as BatchRecord & { held: number }),
    onSuccess: (batch) => {
      setOpen(false);
      notify('resources.payout-batches.prepare.done', {
        type: 'info',
        messageArgs: { ref: batch.ref, count: batch.payoutCount, held: batch.held },
      });
      refresh();
    },
    onError: (error) =>
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' }),
  });
  return (
    <>
      <Button variant="contained" size="small" onClick={() => setOpen(true)}>
        {translate('resources.payout-batches.prepare.button')}
      </Button>
      <ActionDialog
        open={open}
        pending={prepare.isPending}
        title={translate('resources.payout-batches.prepare.title')}
        content={translate('resources.payout-batches.prepare.content')}
        confirm={translate('resources.payout-batches.prepare.confirm')}
        maxWidth="sm"
        onClose={() => setOpen(false)}
        onSubmit={() => valid && prepare.mutate()}
      >
        <TextField
          type="date"
          fullWidth
          margin="normal"
          required
          label={translate('resources.payout-batches.fields.valueDate')}
          value={valueDate}
          onChange={(event) => setValueDate(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </ActionDialog>
    </>
  );
}
