import { customerTypes, signupNextSteps } from '@fund/domain';
import Joi from 'joi';
import { instant, nullable } from '../../platform/answer-schemas.ts';

/** The signed-in user as every front end reads it (toPublicUser). */
export const publicUserAnswer = Joi.object({
  uuid: Joi.string().required(),
  email: Joi.string().required(),
  role: nullable(Joi.string()).required(),
  isAdmin: Joi.boolean().required(),
  customerType: nullable(Joi.string()).required(),
  language: Joi.string().required(),
  emailVerified: Joi.boolean().required(),
  accessTokenExpiresAt: nullable(instant).required(),
  twoFactorEnrolmentRequired: Joi.boolean().required(),
});

/** `{ user }`: what signing in, /me and the language switch answer. */
export const signedInAnswer = Joi.object({ user: publicUserAnswer.required() });

/** An address checked by a reset or recovery link: whose it is, or null for a link that is not (or no longer) good. */
export const linkEmailAnswer = Joi.object({ email: Joi.string().required() }).allow(null);

/** A new account's next step; an address that already has an account answers the same (a made-up uuid). */
export const signupAnswer = Joi.object({
  uuid: Joi.string().required(),
  customerType: Joi.string()
    .valid(...customerTypes)
    .required(),
  selfOpen: Joi.boolean().required(),
  next: Joi.string()
    .valid(...signupNextSteps)
    .required(),
});

/** A one-time code was sent (or, where nothing may be told, made as if it were). */
export const otpSentAnswer = Joi.object({
  expiresInSeconds: Joi.number().integer().required(),
  resendAfterSeconds: Joi.number().integer().required(),
});
