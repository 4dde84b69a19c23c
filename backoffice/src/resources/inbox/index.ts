import InboxIcon from '@mui/icons-material/Inbox';
import { lazy } from 'react';

// Each screen loads when it is first opened, so the login page ships none of them.
const InboxShow = lazy(() => import('./inbox-show.tsx').then((m) => ({ default: m.InboxShow })));
const InboxList = lazy(() => import('./inbox-list.tsx').then((m) => ({ default: m.InboxList })));
const InboxEdit = lazy(() => import('./inbox-edit.tsx').then((m) => ({ default: m.InboxEdit })));

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
