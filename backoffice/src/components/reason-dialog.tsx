import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslate } from 'react-admin';

/** The longest reason the API takes for a rejection (orders, NAVs, deposits). */
export const reasonMaxLength = 500;

/** A reason the API accepts: 1 (or `minLength`) to 500 characters once trimmed. */
export const isReasonValid = (reason: string, minLength = 1) => {
  const trimmed = reason.trim();
  return trimmed.length >= minLength && trimmed.length <= reasonMaxLength;
};

interface ActionDialogProps {
  open: boolean;
  pending: boolean;
  title: string;
  content: string;
  confirm: string;
  confirmColor?: 'primary' | 'error';
  maxWidth?: 'sm' | 'md';
  onClose: () => void;
  onSubmit: () => void;
  children?: ReactNode;
}

/**
 * The form shell of a staff decision that takes input: title, what will happen, the inputs, cancel and confirm.
 * It cannot be closed while the API has not answered.
 */
export function ActionDialog({
  open,
  pending,
  title,
  content,
  confirm,
  confirmColor = 'primary',
  maxWidth = 'md',
  onClose,
  onSubmit,
  children,
}: ActionDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending) onSubmit();
  };
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth={maxWidth}
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <DialogContentText>{content}</DialogContentText>
          {children}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={pending}>
            {translate('app.decision_dialog.cancel')}
          </Button>
          <Button type="submit" variant="contained" color={confirmColor} disabled={pending}>
            {confirm}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

interface ReasonDialogProps {
  open: boolean;
  pending: boolean;
  title: string;
  content: string;
  confirm: string;
  onClose: () => void;
  /** Called with the trimmed reason, only once it is `minLength` to 500 characters. */
  onSubmit: (reason: string) => void;
  /** The fewest characters the API takes for this decision's reason (1 unless it says otherwise). */
  minLength?: number;
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
  minLength = 1,
}: ReasonDialogProps) {
  const translate = useTranslate();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const close = () => {
    setReason('');
    setTried(false);
    onClose();
  };
  const submit = () => {
    setTried(true);
    if (isReasonValid(reason, minLength)) onSubmit(reason.trim());
  };
  const invalid = tried && !isReasonValid(reason, minLength);
  return (
    <ActionDialog
      open={open}
      pending={pending}
      title={title}
      content={content}
      confirm={confirm}
      confirmColor="error"
      maxWidth="sm"
      onClose={close}
      onSubmit={submit}
    >
      <TextField
        label={translate('app.decision_dialog.reason')}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        required
        multiline
        minRows={2}
        fullWidth
        margin="normal"
        error={invalid}
        helperText={translate(
          invalid ? 'app.decision_dialog.reason_required' : 'app.decision_dialog.reason_helper',
          { min: minLength, max: reasonMaxLength },
        )}
        slotProps={{
          htmlInput: { maxLength: reasonMaxLength },
          formHelperText: invalid ? { role: 'alert' } : undefined,
        }}
      />
    </ActionDialog>
  );
}
