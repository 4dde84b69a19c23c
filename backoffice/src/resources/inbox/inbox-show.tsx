import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import {
  EditButton,
  FunctionField,
  Show,
  type ShowProps,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { InstantField } from '../../components/instant-field.tsx';
import { languages } from '../../providers/language.ts';
import { AddNoteForm } from './add-note-form.tsx';
import { AssigneeField } from './assignee-field.tsx';
import { AttachmentLink } from './attachment-link.tsx';
import { KindChip, StatusChip } from './inbox-chips.tsx';
import { NoteList } from './note-list.tsx';
import { SendStatementButton } from './send-statement-button.tsx';
import { SubjectField } from './subject-field.tsx';
import type { InboxItem } from './types.ts';

const languageName = (item: InboxItem) =>
  languages.find((language) => language.locale === item.language)?.name ?? item.language;

function NotesCard() {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Card variant="outlined" sx={{ alignSelf: 'start' }}>
      <CardContent>
        <Typography id={titleId} component="h2" variant="h6" gutterBottom>
          {translate('resources.inbox.notes.title')}
        </Typography>
        <NoteList labelId={titleId} />
        <AddNoteForm />
      </CardContent>
    </Card>
  );
}

/** Everything the person sent, who is handling it, and the staff's notes beside it. */
export function InboxShow(props: ShowProps) {
  return (
    <Show
      {...props}
      actions={
        <TopToolbar>
          <SendStatementButton />
          <EditButton />
        </TopToolbar>
      }
    >
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' }, p: 2 }}>
        <SimpleShowLayout sx={{ p: 0 }}>
          <TextField source="reference" />
          <KindChip source="kind" />
          <StatusChip source="status" />
          <AssigneeField source="assigneeId" />
          <TextField source="name" emptyText="—" />
          <TextField source="email" />
          <TextField source="phone" emptyText="—" />
          <SubjectField source="subject" />
          <TextField
            source="detail"
            emptyText="—"
            sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
          />
          <AttachmentLink source="attachment" />
          <FunctionField source="language" render={languageName} />
          <InstantField source="createdAt" />
          <InstantField source="updatedAt" />
        </SimpleShowLayout>
        <NotesCard />
      </Box>
    </Show>
  );
}
