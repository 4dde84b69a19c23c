import type { Messages } from '../../types.ts';
import type { inboxTh } from './inbox.th.ts';

/** The back office's inbox screens in English. */
export const inboxEn: Messages<typeof inboxTh> = {
  inbox: {
    name: 'Inbox',
    fields: {
      reference: '$t(orders.reference, {"ns": "common"})',
      kind: 'Type',
      contact: 'Contact',
      name: 'Name',
      email: 'Email',
      phone: 'Phone',
      subject: 'Subject',
      topic: 'Contact-back topic',
      problemType: 'Problem type',
      detail: 'Detail',
      language: 'Language',
      attachment: 'Attachment',
      status: 'Status',
      assigneeId: 'Assignee',
      createdAt: 'Received at',
      updatedAt: 'Last updated',
      q: 'Search',
    },
    kinds: {
      CONTACT: 'Contact-back',
      COMPLAINT: 'Complaint',
      STATEMENT_REQUEST: 'Statement request',
    },
    statement: {
      subject: 'Monthly statement {{month}}',
      send: 'Send the statement',
      confirm_title: 'Send the statement of {{month}}?',
      confirm_body:
        'The statement of {{month}} is made, this request closed and the customer told by e-mail at {{email}}.',
      sent: 'Statement sent and the customer told',
    },
    statuses: {
      NEW: 'New',
      IN_PROGRESS: 'In progress',
      CLOSED: 'Closed',
    },
    unassigned: 'Unassigned',
    no_attachment: 'No attachment',
    download: 'Download {{name}}',
    new_count: '{{smart_count}} new',
    show_new: 'Show only new items ({{smart_count}})',
    notes: {
      title: 'Internal notes',
      empty: 'No notes yet',
      by: 'by {{author}}',
      new: 'New note',
      helper: 'Seen by staff only, up to {{max}} characters',
      add: 'Add note',
    },
    notifications: {
      updated: 'Status saved',
      note_added: 'Note added',
    },
  },
  staff: {
    name_one: 'Staff member',
    name_other: 'Staff',
    fields: {
      email: 'Email',
      role: 'Role',
    },
  },
};
