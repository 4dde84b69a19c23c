import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { type FormEvent, type ReactNode, useId } from 'react';
import { useTranslate } from 'react-admin';
import { noteMaxLength } from './types.ts';

interface ActionDialogProps {
  open: boolean;
  pending: boolean;
  title: string;
  content: string;
  confirm: string;
  onClose: () => void;
  onSubmit: () => void;
  children: ReactNode;
}

/** The form shell of the decisions that take input: title, what will happen, the inputs, cancel and confirm. */
export function ActionDialog({
  open,
  pending,
  title,
  content,
  confirm,
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
      maxWidth="md"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <DialogContentText>{content}</DialogContentText>
          {children}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={pending}>
            {translate('resources.kyc-cases.actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" color="primary" disabled={pending}>
            {confirm}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** The optional internal note every decision may carry (up to 1000 characters, as the API allows). */
export function NoteInput({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const translate = useTranslate();
  return (
    <TextField
      label={translate('resources.kyc-cases.actions.note')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      multiline
      minRows={2}
      fullWidth
      margin="normal"
      helperText={translate('resources.kyc-cases.actions.note_helper', { max: noteMaxLength })}
      slotProps={{ htmlInput: { maxLength: noteMaxLength } }}
    />
  );
}

/** The note is sent only when something was written. */
export const withNote = <T extends object>(body: T, note: string): T & { note?: string } =>
  note.trim() ? { ...body, note: note.trim() } : body;
