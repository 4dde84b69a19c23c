import { complaintProblemTypes, contactTopics, inboxKinds, inboxStatuses } from '@fund/domain';
import { languages } from '@fund/messages';
import Joi from 'joi';
import { id, instant, nullable } from '../../platform/answer-schemas.ts';

/** A contact request, complaint or statement request as the back office's inbox lists it (toItem). */
const itemFields = {
  id: id.required(),
  reference: Joi.string().required(),
  kind: Joi.string()
    .valid(...inboxKinds)
    .required(),
  name: nullable(Joi.string()).required(),
  email: Joi.string().required(),
  // A statement request carries no phone number.
  phone: nullable(Joi.string().allow('')).required(),
  topic: nullable(Joi.string().valid(...Object.keys(contactTopics))).required(),
  problemType: nullable(Joi.string().valid(...Object.keys(complaintProblemTypes))).required(),
  detail: nullable(Joi.string()).required(),
  language: Joi.string()
    .valid(...languages)
    .required(),
  attachment: nullable(
    Joi.object({
      name: nullable(Joi.string()).required(),
      type: nullable(Joi.string()).required(),
      size: nullable(Joi.number().integer()).required(),
    }),
  ).required(),
  userId: nullable(id).required(),
  statementMonth: nullable(Joi.string()).required(),
  status: Joi.string()
    .valid(...inboxStatuses)
    .required(),
  assigneeId: nullable(id).required(),
  createdAt: instant.required(),
  updatedAt: instant.required(),
};

export const inboxRowAnswer = Joi.object(itemFields);

/** One item with its staff notes. */
export const inboxItemAnswer = Joi.object({
  ...itemFields,
  notes: Joi.array()
    .items(
      Joi.object({
        id: id.required(),
        body: Joi.string().required(),
        author: Joi.string().required(),
        createdAt: instant.required(),
      }),
    )
    .required(),
});
