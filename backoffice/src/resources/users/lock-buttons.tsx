import LockIcon from '@mui/icons-material/Lock';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { type FormEvent, useId, useState } from 'react';
import { Confirm, usePermissions, useRecordContext, useTranslate } from 'react-admin';
import { canLockUsers, canUnlockUsers } from '../../providers/permissions.ts';
import { lockReasonMax, type UserRecord } from './types.ts';
import { useUserAction } from './use-user-action.ts';

/** Offered on a locked account to support, compliance and admins; asks for confirmation first. */
export function UnlockButton() {
  const record = useRecordContext<UserRecord>();
  const translate = useTranslate();
  const { permissions } = usePermissions();
  const [open, setOpen] = useState(false);
  const unlock = useUserAction('unlock', 'resources.users.unlock.done');
  if (!record?.locked || !canUnlockUsers(permissions)) return null;

  return (
    <>
      <Button
        variant="outlined"
        size="small"
        startIcon={<LockOpenIcon />}
        disabled={unlock.isPending}
        onClick={() => setOpen(true)}
      >
        {translate('resources.users.unlock.button')}
      </Button>
      <Confirm
        isOpen={open}
        loading={unlock.isPending}
        title="resources.users.unlock.title"
        content="resources.users.unlock.content"
        translateOptions={{ email: record.email }}
        confirm="resources.users.unlock.confirm"
        onConfirm={() => unlock.mutate({ id: record.id }, { onSettled: () => setOpen(false) })}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

/** Offered on an open account to compliance and admins; the reason is required. */
export function LockButton() {
  const record = useRecordContext<UserRecord>();
  const translate = useTranslate();
  const { permissions } = usePermissions();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const titleId = useId();
  const lock = useUserAction('lock', 'resources.users.lock.done');
  if (!record || record.locked || !canLockUsers(permissions)) return null;

  const trimmed = reason.trim();
  const close = () => {
    if (lock.isPending) return;
    setOpen(false);
    setReason('');
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed || trimmed.length > lockReasonMax) return;
    lock.mutate(
      { id: record.id, data: { reason: trimmed } },
      {
        onSuccess: () => {
          setOpen(false);
          setReason('');
        },
      },
    );
  };

  return (
    <>
      <Button
        variant="outlined"
        color="error"
        size="small"
        startIcon={<LockIcon />}
        disabled={lock.isPending}
        onClick={() => setOpen(true)}
      >
        {translate('resources.users.lock.button')}
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <form onSubmit={submit} noValidate>
          <DialogTitle id={titleId}>{translate('resources.users.lock.title')}</DialogTitle>
          <DialogContent>
            <DialogContentText>
              {translate('resources.users.lock.content', { email: record.email })}
            </DialogContentText>
            <TextField
              label={translate('resources.users.lock.reason')}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              required
              autoFocus
              multiline
              minRows={2}
              fullWidth
              margin="normal"
              error={trimmed.length > lockReasonMax}
              helperText={translate('resources.users.lock.reason_helper', { max: lockReasonMax })}
              slotProps={{ htmlInput: { maxLength: lockReasonMax } }}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={close} disabled={lock.isPending}>
              {translate('ra.action.cancel')}
            </Button>
            <Button
              type="submit"
              color="error"
              variant="contained"
              disabled={lock.isPending || !trimmed || trimmed.length > lockReasonMax}
            >
              {translate('resources.users.lock.confirm')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}
