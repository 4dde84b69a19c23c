import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { RecordContextProvider, useRecordContext, useTranslate } from 'react-admin';
import { InstantField } from '../../components/instant-field.tsx';
import type { InboxItem } from './types.ts';

/** Notes in the order they were written, so the item reads as a thread. */
export function NoteList({ labelId }: { labelId: string }) {
  const record = useRecordContext<InboxItem>();
  const translate = useTranslate();
  // A row from the list arrives first without notes; nothing is claimed until the item itself has loaded.
  if (!record?.notes) return null;
  if (record.notes.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('resources.inbox.notes.empty')}
      </Typography>
    );
  }
  return (
    <List aria-labelledby={labelId} disablePadding>
      {record.notes.map((note) => (
        <ListItem key={note.id} divider disableGutters sx={{ display: 'block' }}>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {note.body}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {translate('resources.inbox.notes.by', { author: note.author })} ·{' '}
            <RecordContextProvider value={note}>
              <InstantField source="createdAt" variant="caption" />
            </RecordContextProvider>
          </Typography>
        </ListItem>
      ))}
    </List>
  );
}
