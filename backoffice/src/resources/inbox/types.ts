import type { ComplaintProblemType, ContactTopic, Language } from '@fund/domain';

export const inboxKinds = ['CONTACT', 'COMPLAINT', 'STATEMENT_REQUEST'] as const;
export type InboxKind = (typeof inboxKinds)[number];

export const inboxStatuses = ['NEW', 'IN_PROGRESS', 'CLOSED'] as const;
export type InboxStatus = (typeof inboxStatuses)[number];

// Mirrors the API's limit so a note is refused before it leaves the form.
export const noteBodyMax = 2000;

export interface InboxNote {
  id: number;
  body: string;
  author: string;
  createdAt: string;
}

export interface InboxItem {
  id: number;
  reference: string;
  kind: InboxKind;
  name: string | null;
  email: string;
  /** A statement request comes from a signed-in investor and carries no phone. */
  phone: string | null;
  topic: ContactTopic | null;
  problemType: ComplaintProblemType | null;
  detail: string | null;
  language: Language;
  attachment: { name: string; type: string; size: number } | null;
  /** A statement request's investor and month (YYYY-MM); null for other kinds. */
  userId?: number | null;
  statementMonth?: string | null;
  status: InboxStatus;
  assigneeId: number | null;
  createdAt: string;
  updatedAt: string;
  /** Only the single-item answer carries the notes; list rows do not. */
  notes?: InboxNote[];
}

export interface StaffMember {
  id: number;
  email: string;
  role: string;
}

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
