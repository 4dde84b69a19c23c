import { answerOf } from '@fund/contract/testing';
import { listRange, noContent, problemResponse, staffMe, stubFetch } from '../../testing/fetch-stub.ts';
import type { InboxItem, InboxNote, StaffMember } from './types.ts';

export const staffMembers: StaffMember[] = [
  { id: 1, email: 'admin@example.com', role: 'admin' },
  { id: 3, email: 'compliance@example.com', role: 'compliance' },
];

export function makeItems(): InboxItem[] {
  return [
    {
      id: 7,
      reference: 'CB-20260301-000007',
      kind: 'CONTACT',
      name: 'สมชาย ใจดี',
      email: 'somchai@example.com',
      phone: '0812345678',
      topic: 'ACCOUNT_OPENING',
      problemType: null,
      detail: null,
      language: 'th',
      attachment: null,
      userId: null,
      statementMonth: null,
      status: 'NEW',
      assigneeId: null,
      createdAt: '2026-03-01T03:00:00Z',
      updatedAt: '2026-03-01T03:00:00Z',
    },
    {
      id: 5,
      reference: 'CP-20260228-000005',
      kind: 'COMPLAINT',
      name: null,
      email: 'anna@example.com',
      phone: '021234567',
      topic: null,
      problemType: 'TRANSACTION',
      detail: 'ยอดเงินไม่เข้าบัญชี',
      language: 'en',
      attachment: { name: 'slip.pdf', type: 'application/pdf', size: 250_000 },
      userId: null,
      statementMonth: null,
      status: 'IN_PROGRESS',
      assigneeId: 3,
      createdAt: '2026-02-28T10:00:00Z',
      updatedAt: '2026-02-28T11:00:00Z',
    },
  ];
}

/** An investor's request for September 2026's statement, waiting for staff. */
export const statementRequest: InboxItem = {
  id: 9,
  reference: 'SR-20261127-000009',
  kind: 'STATEMENT_REQUEST',
  name: 'มานี มีนา',
  email: 'manee@example.com',
  phone: null,
  topic: null,
  problemType: null,
  detail: null,
  language: 'th',
  attachment: null,
  userId: 42,
  statementMonth: '2026-09',
  status: 'NEW',
  assigneeId: null,
  createdAt: '2026-11-27T03:00:00Z',
  updatedAt: '2026-11-27T03:00:00Z',
};

/**
 * A small in-memory inbox API: lists, one item with notes, PUT, notes, sending a requested statement and the staff
 * list. `extra` items join the usual two.
 */
export function stubInboxApi(role = 'support', extra: InboxItem[] = []) {
  const items = [...makeItems(), ...extra.map((item) => ({ ...item }))];
  const notes = new Map<number, InboxNote[]>();
  const withNotes = (item: InboxItem) => ({ ...item, notes: notes.get(item.id) ?? [] });

  return stubFetch((request) => {
    const url = new URL(request.url, 'http://backoffice.test');
    if (url.pathname === '/api/me') return staffMe(role);
    if (url.pathname === '/api/admin/staff') {
      return answerOf('/admin/staff', 'get', staffMembers, listRange('staff', staffMembers.length));
    }
    if (url.pathname === '/api/admin/inbox') {
      const filter = JSON.parse(url.searchParams.get('filter') ?? '{}') as { status?: string };
      const rows = items.filter((item) => !filter.status || item.status === filter.status);
      return answerOf('/admin/inbox', 'get', rows, listRange('inbox', rows.length));
    }
    const match = /^\/api\/admin\/inbox\/(\d+)(\/notes|\/send-statement)?$/.exec(url.pathname);
    const item = match ? items.find((candidate) => candidate.id === Number(match[1])) : undefined;
    if (!item) return problemResponse(404, 'NOT_FOUND');
    if (match?.[2] === '/send-statement' && request.method === 'POST') {
      if (item.status === 'CLOSED') return problemResponse(409, 'STATEMENT_REQUEST_CLOSED');
      item.status = 'CLOSED';
      notes.set(item.id, [
        { id: 2, body: 'Statement sent', author: `${role}@example.com`, createdAt: '2026-11-27T04:00:00Z' },
      ]);
      return noContent();
    }
    if (match?.[2] && request.method === 'POST') {
      const { body } = request.body as { body: string };
      notes.set(item.id, [
        ...(notes.get(item.id) ?? []),
        { id: 1, body, author: `${role}@example.com`, createdAt: '2026-03-01T04:00:00Z' },
      ]);
      return answerOf('/admin/inbox/{id}/notes', 'post', withNotes(item), { status: 201 });
    }
    if (request.method === 'PUT') {
      Object.assign(item, request.body as Partial<InboxItem>);
      return answerOf('/admin/inbox/{id}', 'put', withNotes(item));
    }
    return answerOf('/admin/inbox/{id}', 'get', withNotes(item));
  });
}
