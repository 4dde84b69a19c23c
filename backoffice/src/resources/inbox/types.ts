import type { Answer, ItemOf } from '@fund/contract';
import { inboxKinds, inboxStatuses } from '@fund/domain';
import { catalogueChoices } from '../../components/catalogue-choices.ts';

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
export const kindChoices = catalogueChoices(inboxKinds, 'resources.inbox.kinds');
export const statusChoices = catalogueChoices(inboxStatuses, 'resources.inbox.statuses');
