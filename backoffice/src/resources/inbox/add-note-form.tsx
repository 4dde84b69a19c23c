import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { useCreate, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { type InboxItem, noteBodyMax } from './types.ts';

/**
 * Posts to the item's notes and reloads the item once the API has stored the note (never optimistic: a
 * note that failed to save must not look saved).
 */
export function AddNoteForm() {
  const record = useRecordContext<InboxItem>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [body, setBody] = useState('');
  const [create, { isPending }] = useCreate();
  if (!record) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create(
      `inbox/${record.id}/notes`,
      { data: { body: body.trim() } },
      {
        onSuccess: () => {
          setBody('');
          notify('resources.inbox.notifications.note_added', { type: 'info' });
          refresh();
        },
        onError: (error) =>
          notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' }),
      },
    );
  };

  return (
    <Box component="form" onSubmit={submit} sx={{ display: 'grid', gap: 1, mt: 2 }}>
      <TextField
        label={translate('resources.inbox.notes.new')}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        multiline
        minRows={3}
        fullWidth
        helperText={translate('resources.inbox.notes.helper', { max: noteBodyMax })}
        slotProps={{ htmlInput: { maxLength: noteBodyMax } }}
      />
      <Box>
        <Button type="submit" variant="contained" disabled={isPending || body.trim() === ''}>
          {translate('resources.inbox.notes.add')}
        </Button>
      </Box>
    </Box>
  );
}
