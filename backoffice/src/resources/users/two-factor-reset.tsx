import { secondFactorResetReasonMinLength } from '@fund/domain';
import PhonelinkEraseIcon from '@mui/icons-material/PhonelinkErase';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { type FormEvent, useId, useState } from 'react';
import { useGetIdentity, usePermissions, useRecordContext, useTranslate } from 'react-admin';
import { canResetStaffTwoFactor } from '../../providers/permissions.ts';
import { lockReasonMax, type UserRecord } from './types.ts';
import { useUserAction } from './use-user-action.ts';

/**
 * Offered to admins on another staff member with a confirmed second factor (a lost phone): a reason of at least
 * the API's minimum is required. The staff member is signed out everywhere and enrols again at their next sign-in.
 */
export function ResetTwoFactorButton() {
  const record = useRecordContext<UserRecord>();
  const translate = useTranslate();
  const { permissions } = usePermissions();
  const { identity } = useGetIdentity();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const titleId = useId();
  const reset = useUserAction('two-factor/reset', 'resources.users.two_factor_reset.done');
  // Counted as one's own until the identity is known, so the button never shows for a moment on one's own page.
  const own = identity === undefined || identity.id === record?.uuid;
  if (!record?.role || !record.twoFactorEnabled || own || !canResetStaffTwoFactor(permissions)) return null;

  const t = (key: string, options?: object) => translate(`resources.users.two_factor_reset.${key}`, options);
  const trimmed = reason.trim();
  const valid = trimmed.length >= secondFactorResetReasonMinLength && trimmed.length <= lockReasonMax;
  const close = () => {
    if (reset.isPending) return;
    setOpen(false);
    setReason('');
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    reset.mutate({ id: record.id, data: { reason: trimmed } }, { onSuccess: close });
  };

  return (
    <>
      <Button
        variant="outlined"
        color="warning"
        size="small"
        startIcon={<PhonelinkEraseIcon />}
        disabled={reset.isPending}
        onClick={() => setOpen(true)}
      >
        {t('button')}
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <form onSubmit={submit} noValidate>
          <DialogTitle id={titleId}>{t('title')}</DialogTitle>
          <DialogContent>
            <DialogContentText>{t('content', { email: record.email })}</DialogContentText>
            <TextField
              label={t('reason')}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              required
              autoFocus
              multiline
              minRows={2}
              fullWidth
              margin="normal"
              helperText={t('reason_helper', { min: secondFactorResetReasonMinLength, max: lockReasonMax })}
              slotProps={{ htmlInput: { maxLength: lockReasonMax } }}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={close} disabled={reset.isPending}>
              {translate('ra.action.cancel')}
            </Button>
            <Button type="submit" color="warning" variant="contained" disabled={reset.isPending || !valid}>
              {t('confirm')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}
