import CheckIcon from '@mui/icons-material/Check';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import {
  Confirm,
  type Identifier,
  useDataProvider,
  useListContext,
  useNotify,
  useRefresh,
  useTranslate,
} from 'react-admin';
import type { AppDataProvider } from '../providers/data-provider.ts';

interface Refusal {
  id: Identifier;
  ref: string;
  message: string;
}

/**
 * Approves every selected record through the same `POST /admin/{resource}/{id}/approve` a single approval uses, one
 * after the other, so each is checked and audited on its own (maker-checker, state, funding). Those the API refuses
 * stay selected and are listed with the API's reason, already in the reader's language; the others are done.
 */
export function BulkApproveButton({ resource }: { resource: 'orders' | 'deposits' }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const { selectedIds, data, onUnselectItems, onSelect } = useListContext<{ id: Identifier; ref: string }>();
  const [confirming, setConfirming] = useState(false);
  const [running, setRunning] = useState(false);
  const [refusals, setRefusals] = useState<Refusal[]>([]);
  const refOf = (id: Identifier) => data?.find((record) => record.id === id)?.ref ?? String(id);
  const text = (key: string, options?: object) => translate(`app.bulk_approve.${key}`, options);

  const approveAll = async () => {
    setRunning(true);
    const refused: Refusal[] = [];
    let approved = 0;
    for (const id of selectedIds) {
      try {
        await dataProvider.act(resource, { id, action: 'approve' });
        approved += 1;
      } catch (error) {
        const message = error instanceof Error ? error.message : translate('ra.notification.http_error');
        refused.push({ id, ref: refOf(id), message });
      }
    }
    setRunning(false);
    setConfirming(false);
    if (refused.length === 0) onUnselectItems();
    else onSelect(refused.map((refusal) => refusal.id));
    setRefusals(refused);
    if (approved > 0) notify(text('done', { smart_count: approved }), { type: 'info' });
    refresh();
  };

  return (
    <>
      <Button size="small" color="success" startIcon={<CheckIcon />} onClick={() => setConfirming(true)}>
        {translate(`resources.${resource}.actions.approve.button`)} ({selectedIds.length})
      </Button>
      <Confirm
        isOpen={confirming}
        loading={running}
        title={text('title', { smart_count: selectedIds.length })}
        content={text('content', { refs: selectedIds.map(refOf).join(', ') })}
        confirm={translate(`resources.${resource}.actions.approve.confirm`)}
        onConfirm={approveAll}
        onClose={() => setConfirming(false)}
      />
      <Dialog
        open={refusals.length > 0}
        onClose={() => setRefusals([])}
        aria-labelledby="bulk-refusals-title"
      >
        <DialogTitle id="bulk-refusals-title">
          {text('refused_title', { smart_count: refusals.length })}
        </DialogTitle>
        <DialogContent>
          <ul>
            {refusals.map((refusal) => (
              <li key={String(refusal.id)}>
                <strong>{refusal.ref}</strong>: {refusal.message}
              </li>
            ))}
          </ul>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRefusals([])}>{text('close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
