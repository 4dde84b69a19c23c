import { listOf, storedFileAnswer } from '../../platform/answer-schemas.ts';
import type { AppContext } from '../../platform/context.ts';
import type { ApiRoutes } from '../../platform/openapi.ts';
import { sendStoredFile } from '../../platform/send-stored-file.ts';
import { listHandler } from '../../platform/simple-rest.ts';
import { actorOf } from '../audit/service.ts';
import { requireStaff } from '../auth/guards.ts';
import { inboxItemAnswer, inboxRowAnswer } from './answers.ts';
import { inboxIdParams, inboxListQuery, inboxNoteBody, inboxUpdateBody } from './schemas.ts';
import { addInboxNote, getInboxItem, listInbox, openAttachment, updateInboxItem } from './service.ts';

/** Contact-back requests and complaints for staff: status, assignee and notes (react-admin `inbox`). */
export function inboxRoutes(routes: ApiRoutes, ctx: AppContext): void {
  const staff = [requireStaff('read')];

  routes.addGuarded(
    {
      method: 'get',
      path: '/admin/inbox',
      summary: 'Contact-back requests and complaints, newest first (filter: kind, status, q)',
      tag: 'admin',
      access: 'staff',
      request: { query: inboxListQuery },
      responses: { 200: 'Items; Content-Range header', 401: 'AUTH_REQUIRED', 403: 'AUTH_FORBIDDEN' },
      answers: { 200: listOf(inboxRowAnswer) },
    },
    staff,
    listHandler('inbox', (params) => listInbox(ctx, params)),
  );

  routes.addGuarded(
    {
      method: 'get',
      path: '/admin/inbox/:id',
      summary: 'One inbox item with its notes',
      tag: 'admin',
      access: 'staff',
      request: { params: inboxIdParams },
      responses: { 200: 'The item', 404: 'NOT_FOUND' },
      answers: { 200: inboxItemAnswer },
    },
    staff,
    async (req, res) => {
      res.json(await getInboxItem(ctx, Number(req.params.id)));
    },
  );

  routes.addGuarded(
    {
      method: 'put',
      path: '/admin/inbox/:id',
      summary: 'Change the status or the assignee (audited)',
      tag: 'admin',
      access: 'staff',
      request: { params: inboxIdParams, body: inboxUpdateBody },
      responses: { 200: 'The item', 404: 'NOT_FOUND', 422: 'VALIDATION_FAILED' },
      answers: { 200: inboxItemAnswer },
    },
    staff,
    async (req, res) => {
      const change = { status: req.body.status, assigneeId: req.body.assigneeId ?? null };
      res.json(await updateInboxItem(ctx, Number(req.params.id), change, actorOf(req)));
    },
  );

  routes.addGuarded(
    {
      method: 'post',
      path: '/admin/inbox/:id/notes',
      summary: 'Add a staff note to an inbox item',
      tag: 'admin',
      access: 'staff',
      request: { params: inboxIdParams, body: inboxNoteBody },
      responses: { 201: 'The item with its notes', 404: 'NOT_FOUND', 422: 'VALIDATION_FAILED' },
      answers: { 201: inboxItemAnswer },
    },
    staff,
    async (req, res) => {
      res.status(201).json(await addInboxNote(ctx, Number(req.params.id), req.body.body, req.user!.id));
    },
  );

  routes.addGuarded(
    {
      method: 'get',
      path: '/admin/inbox/:id/attachment',
      summary: "Download a complaint's attachment",
      tag: 'admin',
      access: 'staff',
      request: { params: inboxIdParams },
      responses: { 200: 'The file', 404: 'NOT_FOUND' },
      answers: { 200: storedFileAnswer },
    },
    staff,
    async (req, res) => {
      await sendStoredFile(ctx, res, await openAttachment(ctx, Number(req.params.id)));
    },
  );
}
