import { documents } from '@fund/domain';
import SendIcon from '@mui/icons-material/Send';
import Button from '@mui/material/Button';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import {
  Confirm,
  useDataProvider,
  useLocaleState,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import type { AppDataProvider } from '../../providers/data-provider.ts';
import { toLanguage } from '../../providers/language.ts';
import type { InboxItem } from './types.ts';

/**
 * An investor's statement request, while it waits: staff make and send the month's statement in one step (the API
 * closes the request, notes it and e-mails the investor). After a confirmation, because the e-mail cannot be unsent.
 */
export function SendStatementButton() {
  const record = useRecordContext<InboxItem>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [open, setOpen] = useState(false);
  const send = useMutation({
    mutationFn: (id: number) => dataProvider.act('inbox', { id, action: 'send-statement' }),
    onSuccess: () => {
      setOpen(false);
      notify('resources.inbox.statement.sent', { type: 'info' });
      refresh();
    },
    onError: (error) => {
      setOpen(false);
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
    },
  });
  if (record?.kind !== 'STATEMENT_REQUEST' || record.status === 'CLOSED' || !record.statementMonth)
    return null;
  const month = documents.monthName(record.statementMonth, toLanguage(locale));
  return (
    <>
      <Button variant="contained" startIcon={<SendIcon />} onClick={() => setOpen(true)}>
        {translate('resources.inbox.statement.send')}
      </Button>
      <Confirm
        isOpen={open}
        loading={send.isPending}
        title={translate('resources.inbox.statement.confirm_title', { month })}
        content={translate('resources.inbox.statement.confirm_body', { month, email: record.email })}
        confirm={translate('resources.inbox.statement.send')}
        onConfirm={() => send.mutate(record.id)}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
