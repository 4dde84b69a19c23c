import {
  firstRevisionDeadline,
  isKycCaseActionAllowed,
  isRevisionDeadlineValid,
  type KycBlockReason,
  type KycCaseAction,
  kycBlockReasons,
} from '@fund/domain';
import BlockIcon from '@mui/icons-material/Block';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import EditNoteIcon from '@mui/icons-material/EditNote';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import { type ReactNode, useState } from 'react';
import { usePermissions, useRecordContext, useTranslate } from 'react-admin';
import { ActionDialog } from '../../components/reason-dialog.tsx';
import { useFlagOn } from '../../providers/feature-flag.ts';
import { canDecideKycCases } from '../../providers/permissions.ts';
import { NoteInput, withNote } from './action-dialog.tsx';
import { areReasonsValid, newReason, type ReasonDraft, ReasonsEditor, toReasons } from './reasons-editor.tsx';
import type { KycCaseDetail } from './types.ts';
import { useCaseAction } from './use-case-action.ts';

/** The case, when the signed-in role may decide it; null hides the decision buttons. */
function useDecidableCase() {
  const record = useRecordContext<KycCaseDetail>();
  const { permissions } = usePermissions();
  return record && canDecideKycCases(permissions) ? record : null;
}

function OpenButton(props: {
  action: KycCaseAction;
  record: KycCaseDetail;
  icon: ReactNode;
  label: string;
  color?: 'primary' | 'error' | 'warning' | 'success';
  onClick: () => void;
}) {
  const translate = useTranslate();
  return (
    <Button
      variant="outlined"
      size="small"
      color={props.color ?? 'primary'}
      startIcon={props.icon}
      disabled={!isKycCaseActionAllowed(props.action, props.record.status)}
      onClick={props.onClick}
    >
      {translate(props.label)}
    </Button>
  );
}

/** Approve: every step becomes VERIFIED and the customer gets the approval e-mail; confirmed first. */
export function ApproveButton() {
  const record = useDecidableCase();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const approve = useCaseAction('approve', 'resources.kyc-cases.actions.approve.done');
  if (!record) return null;
  const close = () => {
    setOpen(false);
    setNote('');
  };
  return (
    <>
      <OpenButton
        action="approve"
        record={record}
        color="success"
        icon={<CheckIcon />}
        label="resources.kyc-cases.actions.approve.button"
        onClick={() => setOpen(true)}
      />
      <ActionDialog
        open={open}
        pending={approve.isPending}
        title={translate('resources.kyc-cases.actions.approve.title')}
        content={translate('resources.kyc-cases.actions.approve.content', { email: record.email })}
        confirm={translate('resources.kyc-cases.actions.approve.confirm')}
        onClose={close}
        onSubmit={() => approve.mutate({ id: record.id, data: withNote({}, note) }, { onSettled: close })}
      >
        <NoteInput value={note} onChange={setNote} />
      </ActionDialog>
    </>
  );
}

/** Reject: the named steps reopen for the customer, who is e-mailed the reasons. */
export function RejectButton() {
  const record = useDecidableCase();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [reasons, setReasons] = useState<ReasonDraft[]>(() => [newReason()]);
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  const reject = useCaseAction('reject', 'resources.kyc-cases.actions.reject.done');
  if (!record) return null;
  const close = () => {
    setOpen(false);
    setReasons([newReason()]);
    setNote('');
    setTried(false);
  };
  const submit = () => {
    setTried(true);
    if (!areReasonsValid(reasons)) return;
    reject.mutate(
      { id: record.id, data: withNote({ reasons: toReasons(reasons) }, note) },
      { onSuccess: close },
    );
  };
  return (
    <>
      <OpenButton
        action="reject"
        record={record}
        color="error"
        icon={<CloseIcon />}
        label="resources.kyc-cases.actions.reject.button"
        onClick={() => setOpen(true)}
      />
      <ActionDialog
        open={open}
        pending={reject.isPending}
        title={translate('resources.kyc-cases.actions.reject.title')}
        content={translate('resources.kyc-cases.actions.reject.content', { email: record.email })}
        confirm={translate('resources.kyc-cases.actions.reject.confirm')}
        onClose={close}
        onSubmit={submit}
      >
        <ReasonsEditor value={reasons} onChange={setReasons} showErrors={tried} />
        <NoteInput value={note} onChange={setNote} />
      </ActionDialog>
    </>
  );
}

/** Revision: the customer fixes the named steps by a deadline after today (Bangkok), or the case goes OVERDUE. */
export function RequestRevisionButton() {
  const record = useDecidableCase();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [deadline, setDeadline] = useState('');
  const [reasons, setReasons] = useState<ReasonDraft[]>(() => [newReason()]);
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  const revise = useCaseAction('request-revision', 'resources.kyc-cases.actions.revision.done');
  if (!record) return null;
  const deadlineValid = isRevisionDeadlineValid(deadline, new Date());
  const close = () => {
    setOpen(false);
    setDeadline('');
    setReasons([newReason()]);
    setNote('');
    setTried(false);
  };
  const submit = () => {
    setTried(true);
    if (!deadlineValid || !areReasonsValid(reasons)) return;
    revise.mutate(
      { id: record.id, data: withNote({ deadline, reasons: toReasons(reasons) }, note) },
      { onSuccess: close },
    );
  };
  const deadlineError = tried && !deadlineValid;
  return (
    <>
      <OpenButton
        action="request-revision"
        record={record}
        color="warning"
        icon={<EditNoteIcon />}
        label="resources.kyc-cases.actions.revision.button"
        onClick={() => setOpen(true)}
      />
      <ActionDialog
        open={open}
        pending={revise.isPending}
        title={translate('resources.kyc-cases.actions.revision.title')}
        content={translate('resources.kyc-cases.actions.revision.content', { email: record.email })}
        confirm={translate('resources.kyc-cases.actions.revision.confirm')}
        onClose={close}
        onSubmit={submit}
      >
        <TextField
          type="date"
          label={translate('resources.kyc-cases.actions.revision.deadline')}
          value={deadline}
          onChange={(event) => setDeadline(event.target.value)}
          required
          margin="normal"
          error={deadlineError}
          helperText={translate(
            deadlineError
              ? 'resources.kyc-cases.actions.revision.deadline_invalid'
              : 'resources.kyc-cases.actions.revision.deadline_helper',
          )}
          slotProps={{ htmlInput: { min: firstRevisionDeadline(new Date()) }, inputLabel: { shrink: true } }}
        />
        <ReasonsEditor value={reasons} onChange={setReasons} showErrors={tried} />
        <NoteInput value={note} onChange={setNote} />
      </ActionDialog>
    </>
  );
}

/** Block: denied service under the onboarding policy (spec §6); the reason is one of the policy's. */
export function BlockButton() {
  const record = useDecidableCase();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<KycBlockReason | ''>('');
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  const block = useCaseAction('block', 'resources.kyc-cases.actions.block.done');
  // With `useBlockedStatus` off the API refuses a block, so it is not offered.
  const blocking = useFlagOn('useBlockedStatus');
  if (!record || blocking.data !== true) return null;
  const close = () => {
    setOpen(false);
    setReason('');
    setNote('');
    setTried(false);
  };
  const submit = () => {
    setTried(true);
    if (!reason) return;
    block.mutate({ id: record.id, data: withNote({ reason }, note) }, { onSuccess: close });
  };
  return (
    <>
      <OpenButton
        action="block"
        record={record}
        color="error"
        icon={<BlockIcon />}
        label="resources.kyc-cases.actions.block.button"
        onClick={() => setOpen(true)}
      />
      <ActionDialog
        open={open}
        pending={block.isPending}
        title={translate('resources.kyc-cases.actions.block.title')}
        content={translate('resources.kyc-cases.actions.block.content', { email: record.email })}
        confirm={translate('resources.kyc-cases.actions.block.confirm')}
        onClose={close}
        onSubmit={submit}
      >
        <TextField
          select
          label={translate('resources.kyc-cases.actions.block.reason')}
          value={reason}
          onChange={(event) => setReason(event.target.value as KycBlockReason)}
          required
          fullWidth
          margin="normal"
          error={tried && !reason}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="" disabled>
            —
          </option>
          {kycBlockReasons.map((item) => (
            <option key={item} value={item}>
              {translate(`resources.kyc-cases.block_reasons.${item}`)}
            </option>
          ))}
        </TextField>
        {tried && !reason && (
          <FormHelperText error role="alert">
            {translate('resources.kyc-cases.actions.block.reason_required')}
          </FormHelperText>
        )}
        <NoteInput value={note} onChange={setNote} />
      </ActionDialog>
    </>
  );
}
