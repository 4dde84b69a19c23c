import InboxIcon from '@mui/icons-material/Inbox';
import { InboxEdit } from './inbox-edit.tsx';
import { InboxList } from './inbox-list.tsx';
import { InboxShow } from './inbox-show.tsx';

export const inbox = {
  name: 'inbox',
  list: InboxList,
  show: InboxShow,
  edit: InboxEdit,
  icon: InboxIcon,
  recordRepresentation: 'reference',
};

/** Staff are only ever chosen as assignees, so the resource has no screens and no menu entry. */
export const staff = {
  name: 'staff',
  recordRepresentation: 'email',
};
