import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { type FormEvent, useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { isReasonValid, reasonMaxLength } from './types.ts';

interface ReasonDialogProps {
  open: boolean;
  pending: boolean;
  title: string;
  content: string;
  confirm: string;
  onClose: () => void;
  /** Called with the trimmed reason, only once it is 1 to 500 characters. */
  onSubmit: (reason: string) => void;
}

/** A rejection: what will happen, the reason the API requires (1..500 characters), cancel and confirm. */
export function ReasonDialog({
  open,
  pending,
  title,
  content,
  confirm,
  onClose,
  onSubmit,
}: ReasonDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const close = () => {
    setReason('');
    setTried(false);
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (pending || !isReasonValid(reason)) return;
    onSubmit(reason.trim());
  };
  const invalid = tried && !isReasonValid(reason);
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : close}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <DialogContentText>{content}</DialogContentText>
          <TextField
            label={translate('resources.orders.actions.reject.reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            required
            multiline
            minRows={2}
            fullWidth
            margin="normal"
            error={invalid}
            helperText={
              invalid
                ? translate('resources.orders.actions.reject.reason_required')
                : translate('resources.orders.actions.reject.reason_helper', { max: reasonMaxLength })
            }
            slotProps={{
              htmlInput: { maxLength: reasonMaxLength },
              formHelperText: invalid ? { role: 'alert' } : undefined,
            }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={pending}>
            {translate('resources.orders.actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" color="error" disabled={pending}>
            {confirm}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
