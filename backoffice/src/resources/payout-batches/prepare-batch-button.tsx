import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import { ActionDialog } from '../../components/reason-dialog.tsx';
import { type BatchRecord, type PayoutChannel, payoutChannels } from '../payouts/types.ts';

/**
 * "Prepare batch": every pending payout of the chosen channel due by the value date goes into one batch (the bank
 * file, or the custodian's wallet transfer instruction); those whose destination no longer passes are held
 * instead, and the notification says how many.
 */
export function PrepareBatchButton() {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const channelLabelId = useId();
  const [open, setOpen] = useState(false);
  const [valueDate, setValueDate] = useState('');
  const [channel, setChannel] = useState<PayoutChannel>('BANK');
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(valueDate);
  const prepare = useMutation({
    mutationFn: () =>
      dataProvider
        .create('payout-batches', { data: { valueDate, channel } })
        .then(({ data }) => data as unknown as BatchRecord & { held: number }),
    onSuccess: (batch) => {
      setOpen(false);
      notify('resources.payout-batches.prepare.done', {
        type: 'info',
        messageArgs: { ref: batch.ref, count: batch.payoutCount, held: batch.held },
      });
      refresh();
    },
    // The HTTP client has already put the API's problem code into the reader's language.
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
        <FormControl margin="normal" fullWidth>
          <FormLabel id={channelLabelId}>{translate('resources.payout-batches.fields.channel')}</FormLabel>
          <RadioGroup
            aria-labelledby={channelLabelId}
            value={channel}
            onChange={(event) => setChannel(event.target.value as PayoutChannel)}
          >
            {payoutChannels.map((id) => (
              <FormControlLabel
                key={id}
                value={id}
                control={<Radio />}
                label={translate(`resources.payout-batches.prepare.channels.${id}`)}
              />
            ))}
          </RadioGroup>
        </FormControl>
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
