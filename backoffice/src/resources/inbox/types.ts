import type { Answer, ItemOf } from '@fund/contract';

export const inboxKinds = ['CONTACT', 'COMPLAINT', 'STATEMENT_REQUEST'] as const;
export type InboxKind = (typeof inboxKinds)[number];

export const inboxStatuses = ['NEW', 'IN_PROGRESS', 'CLOSED'] as const;
export type InboxStatus = (typeof inboxStatuses)[number];

// Mirrors the API's limit so a note is refused before it leaves the form.
export const noteBodyMax = 2000;

type InboxItemAnswer = Answer<'/admin/inbox/{id}'>;
export type InboxNote = InboxItemAnswer['notes'][number];

/** A row of `GET /admin/inbox`; only the single item (`GET /admin/inbox/:id`) carries its notes. */
export type InboxItem = ItemOf<Answer<'/admin/inbox'>> & Partial<Pick<InboxItemAnswer, 'notes'>>;

/** A staff member as `GET /admin/staff` lists them, an assignee to choose. */
export type StaffMember = ItemOf<Answer<'/admin/staff'>>;

/** Staff may change only the status and the assignee; an emptied assignee select means nobody. */
export function toInboxChange(
  record: Partial<Omit<InboxItem, 'assigneeId'>> & { assigneeId?: number | string | null },
) {
  const assignee = record.assigneeId;
  return {
    status: record.status,
    assigneeId: assignee === null || assignee === undefined || assignee === '' ? null : Number(assignee),
  };
}

/** Translation keys for the select inputs; react-admin translates each choice's name. */
export const kindChoices = inboxKinds.map((id) => ({ id, name: `resources.inbox.kinds.${id}` }));
export const statusChoices = inboxStatuses.map((id) => ({ id, name: `resources.inbox.statuses.${id}` }));
