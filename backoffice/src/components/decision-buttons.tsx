import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Confirm, useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../providers/data-provider.ts';
import { ReasonDialog } from './reason-dialog.tsx';

/**
 * Approves or rejects a record (`POST /admin/{resource}/{id}/{action}`) and waits for the API's answer (never
 * optimistic); then says so and reloads. A refusal (409 already decided, 403 role) shows the API's message, already
 * in the reader's language.
 */
export function useStaffDecision(resource: string, action: 'approve' | 'reject') {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, data }: { id: number | string; data?: object }) =>
      dataProvider.act(resource, { id, action, data }),
    onSuccess: () => {
      notify(`resources.${resource}.actions.${action}.done`, { type: 'info' });
      refresh();
    },
    onError: (error) =>
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' }),
  });
}

/** The record a decision is about; the texts are `resources.{resource}.actions.{approve|reject}.*`. */
interface DecisionProps {
  resource: string;
  record: { id: number | string; ref: string };
}

/**
 * Approve (or verify): confirmed in a dialog first. With `disabledReason` the button stays visible but disabled,
 * the reason written beside it (a disabled button shows no tooltip) and tied to it for screen readers. A `warning`
 * is shown in the confirmation, under what will happen.
 */
export function ApproveDecisionButton({
  resource,
  record,
  disabledReason,
  warning,
}: DecisionProps & { disabledReason?: string; warning?: string }) {
  const translate = useTranslate();
  const reasonId = useId();
  const [open, setOpen] = useState(false);
  const approve = useStaffDecision(resource, 'approve');
  const text = (key: string) => `resources.${resource}.actions.approve.${key}`;
  return (
    <>
      <Button
        variant="outlined"
        size="small"
        color="success"
        startIcon={<CheckIcon />}
        disabled={disabledReason !== undefined}
        aria-describedby={disabledReason === undefined ? undefined : reasonId}
        onClick={() => setOpen(true)}
      >
        {translate(text('button'))}
      </Button>
      {disabledReason === undefined ? null : (
        <Typography id={reasonId} variant="body2" color="text.secondary">
          {disabledReason}
        </Typography>
      )}
      <Confirm
        isOpen={open}
        loading={approve.isPending}
        title={translate(text('title'), { ref: record.ref })}
        content={
          warning === undefined ? (
            translate(text('content'))
          ) : (
            <>
              <DialogContentText>{translate(text('content'))}</DialogContentText>
              <Alert severity="warning" sx={{ mt: 2 }}>
                {warning}
              </Alert>
            </>
          )
        }
        confirm={text('confirm')}
        onClose={() => setOpen(false)}
        onConfirm={() => approve.mutate({ id: record.id, data: {} }, { onSettled: () => setOpen(false) })}
      />
    </>
  );
}

/** Reject: with the reason the investor is told. */
export function RejectDecisionButton({ resource, record }: DecisionProps) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const reject = useStaffDecision(resource, 'reject');
  const text = (key: string) => `resources.${resource}.actions.reject.${key}`;
  return (
    <>
      <Button
        variant="outlined"
        size="small"
        color="error"
        startIcon={<CloseIcon />}
        onClick={() => setOpen(true)}
      >
        {translate(text('button'))}
      </Button>
      <ReasonDialog
        open={open}
        pending={reject.isPending}
        title={translate(text('title'), { ref: record.ref })}
        content={translate(text('content'))}
        confirm={translate(text('confirm'))}
        onClose={() => setOpen(false)}
        onSubmit={(reason) =>
          reject.mutate({ id: record.id, data: { reason } }, { onSuccess: () => setOpen(false) })
        }
      />
    </>
  );
}
