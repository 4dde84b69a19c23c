import { customerTypes, otpChannels, staffRoles, userChangeSources } from '@fund/domain';
import Joi from 'joi';
import { id, instant, localizedText, nullable } from '../../platform/answer-schemas.ts';
import { mailTemplateNames, outboxStatuses } from '../mail/admin.ts';
import { userStatuses } from './service.ts';

/** A user as the back office lists them (toUserRecord). */
export const userRowAnswer = Joi.object({
  id: id.required(),
  uuid: Joi.string().guid().required(),
  email: Joi.string().required(),
  role: nullable(Joi.string().valid(...staffRoles))
    .required()
    .description('The staff role; null for an investor'),
  isAdmin: Joi.boolean().required().description('Whether the user is staff (has a role)'),
  customerType: Joi.string()
    .valid(...customerTypes)
    .required(),
  companyName: nullable(Joi.string()).required(),
  saleCode: nullable(Joi.string()).required(),
  emailVerified: Joi.boolean().required(),
  locked: Joi.boolean().required(),
  lockedAt: nullable(instant).required(),
  lockedReason: nullable(Joi.string())
    .required()
    .description("The staff member's reason, or TOO_MANY_LOGIN_FAILURES for the lockout's own lock"),
  createdAt: instant.required(),
  status: Joi.string()
    .valid(...userStatuses)
    .required(),
  tierCode: nullable(Joi.string())
    .required()
    .description('The tier the last recalculation put the investor in; null for staff and until worked out'),
  tierSince: nullable(instant).required(),
  tierName: nullable(localizedText).required(),
});

/** One user, with whether a second factor is on (so an admin sees whether there is one to reset). */
export const userAnswer = userRowAnswer.keys({ twoFactorEnabled: Joi.boolean().required() });

/** A user reading their own record: staff get every field; an investor's tier is left out (the overview shows it). */
export const ownUserAnswer = userAnswer.fork(['tierCode', 'tierSince', 'tierName'], (field) =>
  field.optional().description('Staff only: an investor reads their tier on the overview'),
);

/** A change the investor made to their own account: each field before and after (secrets hidden, numbers masked). */
export const userChangeAnswer = Joi.object({
  id: id.required(),
  createdAt: instant.required(),
  source: Joi.string()
    .valid(...userChangeSources)
    .required(),
  ip: nullable(Joi.string()).required(),
  fields: Joi.array()
    .items(
      Joi.object({
        field: Joi.string().required().example('general.phone'),
        before: Joi.any().required().description('The value before, null when there was none'),
        after: Joi.any().required().description('The value after, null when it was removed'),
      }),
    )
    .required(),
});

/** An entry of the audit log, with who acted, from where and with which browser. */
export const auditEntryAnswer = Joi.object({
  id: id.required(),
  action: Joi.string().required().example('users.lock'),
  subject: Joi.string().required().description('What was acted on, users/42').example('users/42'),
  before: nullable(Joi.object().unknown(true)).required().description('The state before, or null'),
  after: nullable(Joi.object().unknown(true)).required().description('The state after, or null'),
  requestId: nullable(Joi.string()).required(),
  ip: nullable(Joi.string()).required(),
  userAgent: nullable(Joi.string()).required(),
  createdAt: instant.required(),
  actorId: nullable(id).required().description('null for the system'),
  actor: nullable(Joi.string()).required().description("The actor's e-mail"),
});

/** An outgoing e-mail or SMS with its delivery status; a one-time code's subject is hidden. */
export const outboxMessageAnswer = Joi.object({
  id: id.required(),
  channel: Joi.string()
    .valid(...otpChannels)
    .required(),
  recipient: Joi.string().required(),
  template: Joi.string()
    .valid(...mailTemplateNames)
    .required(),
  subject: Joi.string().allow('').required(),
  status: Joi.string()
    .valid(...outboxStatuses)
    .required(),
  attempts: Joi.number().integer().required(),
  lastError: nullable(Joi.string()).required(),
  createdAt: instant.required(),
  sentAt: nullable(instant).required(),
  nextTryAt: nullable(instant).required().description('The next try; null once sent or given up'),
});

/** One outgoing message with its text body, or a notice in its place for a one-time code, reset or recovery. */
export const outboxMessageDetailAnswer = outboxMessageAnswer.keys({
  bodyText: Joi.string().allow('').required(),
  bodyHidden: Joi.boolean().required(),
});

/** A staff member's second factor, removed. */
export const twoFactorResetAnswer = Joi.object({ twoFactorEnabled: Joi.boolean().valid(false).required() });
