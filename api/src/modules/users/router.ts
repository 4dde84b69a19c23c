import { customerTypes, secondFactorResetReasonMinLength, staffRoles, userChangeAction } from '@fund/domain';
import Joi from 'joi';
import { listOf } from '../../platform/answer-schemas.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { ApiRoutes } from '../../platform/openapi.ts';
import { listHandler, listQuery } from '../../platform/simple-rest.ts';
import type { AuditFilter } from '../audit/service.ts';
import { actorOf, listAudit, plainDate } from '../audit/service.ts';
import { toUserChange } from '../audit/user-change.ts';
import { requireStaff, requireUser } from '../auth/guards.ts';
import { getOutboxMessage, listOutbox, mailTemplateNames, outboxStatuses } from '../mail/admin.ts';
import { resetStaffTwoFactor } from '../security/staff-two-factor-reset.ts';
import {
  auditEntryAnswer,
  outboxMessageAnswer,
  outboxMessageDetailAnswer,
  ownUserAnswer,
  twoFactorResetAnswer,
  userAnswer,
  userChangeAnswer,
  userRowAnswer,
} from './answers.ts';
import { getUser, listUsers, lockUser, setRole, unlockUser, userStatuses } from './service.ts';

const lockReasonMax = 500;
const failedLoginsReason = 'TOO_MANY_LOGIN_FAILURES';

const isoInstant = /^(\d{4}-\d{2}-\d{2})T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;
const isRealDay = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
};

/** A day (`YYYY-MM-DD`, read in Bangkok) that exists in the calendar, or an ISO instant with its time zone. */
export const dateBound = Joi.string()
  .max(40)
  .custom((value: string, helpers) => {
    if (plainDate.test(value)) return isRealDay(value) ? value : helpers.error('any.invalid');
    const day = isoInstant.exec(value)?.[1];
    return day && isRealDay(day) && !Number.isNaN(Date.parse(value)) ? value : helpers.error('any.invalid');
  });

const idParams = Joi.object({ id: Joi.number().integer().positive().required() });

export function userRoutes(routes: ApiRoutes, ctx: AppContext): void {
  routes.addGuarded(
    {
      method: 'get',
      path: '/user/:id',
      summary: 'A user by id or uuid: the user themself or staff only',
      tag: 'auth',
      access: 'user',
      request: {
        params: Joi.object({
          id: Joi.alternatives(Joi.number().integer().positive(), Joi.string().guid()).required(),
        }),
      },
      responses: { 200: 'The user', 401: 'AUTH_REQUIRED', 404: 'NOT_FOUND' },
      answers: { 200: ownUserAnswer },
    },
    [requireUser],
    async (req, res) => {
      const key = String(req.params.id);
      const user = await getUser(ctx, /^\d+$/.test(key) ? { id: Number(key) } : { uuid: key }).catch(
        () => null,
      );
      // Another customer's record is answered exactly like a missing one.
      if (!user || (user.id !== req.user!.id && !req.user!.role)) throw new AppError('NOT_FOUND', 404);
      // The investor reads their tier on the overview, which leaves it out while the userTier flag is off.
      const { tierCode, tierSince, tierName, ...rest } = user;
      res.json(req.user!.role ? user : rest);
    },
  );

  const staff = [requireStaff('read')];

  routes.addGuarded(
    {
      method: 'get',
      path: '/admin/users',
      summary:
        'Users (filter: q, customerType, locked, staff, emailVerified, status ACTIVE|LOCKED|UNVERIFIED, tier); each row has its status, tierCode and tierSince',
      tag: 'admin',
      access: 'staff',
      request: {
        query: listQuery(
          ['id', 'email', 'createdAt'],
          Joi.object({
            q: Joi.string().trim().max(100).allow(''),
            customerType: Joi.string().valid(...customerTypes),
            locked: Joi.boolean(),
            staff: Joi.boolean(),
            emailVerified: Joi.boolean(),
            status: Joi.string().valid(...userStatuses),
            tier: Joi.string().pattern(/^[A-Z][A-Z0-9_]{1,29}$/),
          }),
        ),
      },
      responses: { 200: 'Users; Content-Range header' },
      answers: { 200: listOf(userRowAnswer) },
    },
    staff,
    listHandler('users', (params) => listUsers(ctx, params)),
  );

  routes.addGuarded(
    {
      method: 'get',
      path: '/admin/users/:id',
      summary: 'One user',
      tag: 'admin',
      access: 'staff',
      request: { params: idParams },
      responses: { 200: 'The user', 404: 'NOT_FOUND' },
      answers: { 200: userAnswer },
    },
    staff,
    async (req, res) => {
      res.json(await getUser(ctx, { id: Number(req.params.id) }));
    },
  );

  routes.addGuarded(
    {
      method: 'get',
      path: '/admin/users/:id/changes',
      summary:
        'Changes the investor made to their own account (the logUserChange history), newest first: source ' +
        'profile|bank|wallet|security|preferences and each field before and after (secrets hidden, numbers masked)',
      tag: 'admin',
      access: 'staff',
      request: { params: idParams, query: listQuery(['id']) },
      responses: { 200: 'Changes; Content-Range header', 404: 'NOT_FOUND' },
      answers: { 200: listOf(userChangeAnswer) },
    },
    staff,
    listHandler('changes', async (_params, page, req) => {
      const userId = Number(req.params.id);
      await getUser(ctx, { id: userId });
      const { rows, total } = await listAudit(
        ctx,
        { action: userChangeAction, target: `users/${userId}` },
        page,
      );
      return { rows: rows.map(toUserChange), total };
    }),
  );

  routes.addGuarded(
    {
      method: 'post',
      path: '/admin/users/:id/unlock',
      summary: 'Unlock an account locked after failed logins or by staff (audited)',
      tag: 'admin',
      access: 'staff',
      request: { params: idParams },
      responses: { 200: 'The user', 404: 'NOT_FOUND' },
      answers: { 200: userAnswer },
    },
    [requireStaff('unlockUsers')],
    async (req, res) => {
      res.json(await unlockUser(ctx, Number(req.params.id), actorOf(req)));
    },
  );

  routes.addGuarded(
    {
      method: 'post',
      path: '/admin/users/:id/lock',
      summary: 'Lock an account with a reason (1-500 characters) and end its sessions (audited)',
      tag: 'admin',
      access: 'staff',
      request: {
        params: idParams,
        body: Joi.object({
          reason: Joi.string()
            .trim()
            .min(1)
            .max(lockReasonMax)
            // The lockout's own marker: a staff lock must never pass for one the user may recover alone.
            .invalid(failedLoginsReason)
            .required(),
        }),
      },
      responses: { 200: 'The user', 404: 'NOT_FOUND', 422: 'VALIDATION_FAILED' },
      answers: { 200: userAnswer },
    },
    [requireStaff('lockUsers')],
    async (req, res) => {
      res.json(await lockUser(ctx, Number(req.params.id), req.body.reason, actorOf(req)));
    },
  );

  routes.addGuarded(
    {
      method: 'post',
      path: '/admin/users/:id/role',
      summary: 'Give or take a staff role (admin only; audited; ends the sessions of the user)',
      tag: 'admin',
      access: 'staff',
      request: {
        params: idParams,
        body: Joi.object({
          role: Joi.string()
            .valid(...staffRoles)
            .allow(null)
            .required(),
        }),
      },
      responses: { 200: 'The user', 403: 'AUTH_FORBIDDEN', 404: 'NOT_FOUND' },
      answers: { 200: userAnswer },
    },
    [requireStaff('changeRoles')],
    async (req, res) => {
      res.json(await setRole(ctx, Number(req.params.id), req.body.role, actorOf(req)));
    },
  );

  routes.addGuarded(
    {
      method: 'post',
      path: '/admin/users/:id/two-factor/reset',
      summary:
        "Reset another staff member's second factor with a reason (admin only, never one's own; audited; ends " +
        'their sessions; they enrol again at their next sign-in)',
      tag: 'admin',
      access: 'staff',
      request: {
        params: idParams,
        body: Joi.object({
          reason: Joi.string().trim().min(secondFactorResetReasonMinLength).max(lockReasonMax).required(),
        }),
      },
      responses: {
        200: '{ twoFactorEnabled: false }',
        403: 'AUTH_FORBIDDEN, STAFF_2FA_RESET_SELF',
        404: 'NOT_FOUND',
        409: 'AUTH_2FA_NOT_ENABLED',
        422: 'VALIDATION_FAILED',
      },
      answers: { 200: twoFactorResetAnswer },
    },
    [requireStaff('resetStaffTwoFactor')],
    async (req, res) => {
      res.json(await resetStaffTwoFactor(ctx, Number(req.params.id), req.body.reason, actorOf(req)));
    },
  );

  routes.addGuarded(
    {
      method: 'get',
      path: '/admin/audit-log',
      summary:
        'The audit log, newest first, with actor, IP and user agent (filter: action, actor as id or e-mail, target, ' +
        'createdAtFrom, createdAtTo as ISO instants or YYYY-MM-DD Bangkok days)',
      tag: 'admin',
      access: 'staff',
      request: {
        query: listQuery(
          ['id', 'createdAt'],
          Joi.object({
            action: Joi.string().trim().max(100),
            actor: Joi.alternatives(Joi.number().integer().positive(), Joi.string().trim().min(1).max(254)),
            target: Joi.string().trim().max(100),
            subject: Joi.string().trim().max(100),
            createdAtFrom: dateBound,
            createdAtTo: dateBound,
          }),
        ),
      },
      responses: { 200: 'Entries; Content-Range header', 422: 'VALIDATION_FAILED' },
      answers: { 200: listOf(auditEntryAnswer) },
    },
    [requireStaff('readAuditLog')],
    listHandler('audit-log', (params, page) =>
      listAudit(ctx, (params.filter ?? {}) as AuditFilter, { ...page, sort: params.sort }),
    ),
  );

  const outboxReaders = [requireStaff('readOutbox')];

  routes.addGuarded(
    {
      method: 'get',
      path: '/admin/outbox',
      summary:
        'Outgoing messages with their delivery status SENT|PENDING|RETRYING|FAILED (filter: status, template); ' +
        'codes are never shown',
      tag: 'admin',
      access: 'staff',
      request: {
        query: listQuery(
          ['id'],
          Joi.object({
            status: Joi.string().valid(...outboxStatuses),
            template: Joi.string().valid(...mailTemplateNames),
          }),
        ),
      },
      responses: { 200: 'Messages; Content-Range header', 422: 'VALIDATION_FAILED' },
      answers: { 200: listOf(outboxMessageAnswer) },
    },
    outboxReaders,
    listHandler('outbox', (params, page) =>
      listOutbox(ctx, (params.filter ?? {}) as Parameters<typeof listOutbox>[1], page),
    ),
  );

  routes.addGuarded(
    {
      method: 'get',
      path: '/admin/outbox/:id',
      summary:
        'One outgoing message with its text body; the body of a one-time code, reset or recovery message is ' +
        'replaced by a notice (bodyHidden)',
      tag: 'admin',
      access: 'staff',
      request: { params: idParams },
      responses: { 200: 'The message', 404: 'NOT_FOUND' },
      answers: { 200: outboxMessageDetailAnswer },
    },
    outboxReaders,
    async (req, res) => {
      res.json(await getOutboxMessage(ctx, Number(req.params.id)));
    },
  );
}
