import { inboxKinds, inboxStatuses } from '@fund/domain';
import Joi from 'joi';
import { listQuery } from '../../platform/simple-rest.ts';

export const inboxListQuery = listQuery(
  ['id', 'createdAt', 'status', 'kind'],
  Joi.object({
    kind: Joi.string().valid(...inboxKinds),
    status: Joi.string().valid(...inboxStatuses),
    q: Joi.string().trim().max(100).allow(''),
  }),
);

export const inboxIdParams = Joi.object({ id: Joi.number().integer().positive().required() });

/** react-admin sends the whole record back on save; only status and assignee can change. */
export const inboxUpdateBody = Joi.object({
  status: Joi.string()
    .valid(...inboxStatuses)
    .required(),
  assigneeId: Joi.number().integer().positive().allow(null),
}).unknown(true);

export const inboxNoteBody = Joi.object({ body: Joi.string().trim().min(1).max(2000).required() });
