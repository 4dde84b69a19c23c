import Joi from 'joi';
import { nullable } from '../../platform/answer-schemas.ts';
import { publicUserAnswer } from '../auth/answers.ts';

/** Where the portal sends the reader to sign in with a provider, and the client id it asks for. */
const oidcProviderAnswer = Joi.object({
  authorizeUrl: Joi.string()
    .required()
    .description("The provider's authorize address; relative (/api/simulators/...) for a local simulator"),
  clientId: Joi.string().required(),
});

/** `GET /auth/providers` (providerSettings): a provider not configured, or switched off by its flag, is null. */
export const providersAnswer = Joi.object({
  google: nullable(oidcProviderAnswer).required(),
  merkleGoogle: nullable(oidcProviderAnswer)
    .required()
    .description("The sister platform's Google sign-in; null while useMerkleToMfund is off"),
  apple: nullable(oidcProviderAnswer).required(),
  trueMoney: nullable(
    Joi.object({
      authorizeUrl: Joi.string().required().description("The wallet app's sign-in address"),
    }),
  )
    .required()
    .description('The wallet app; null while tmnEagle is off'),
  merkle: Joi.object({
    enabled: Joi.boolean()
      .required()
      .description("Whether the sister platform's e-mail and password sign-in is offered"),
  }).required(),
});

/** The user a provider signed in (toProviderUser): the public user plus the wallet app's fields. */
export const providerUserAnswer = publicUserAnswer.keys({
  trueMoneyId: nullable(Joi.string()).required().description("The wallet app's id of the account, if linked"),
  allowInvest: Joi.boolean()
    .required()
    .description('False once the wallet app said the investor may not invest'),
});

/** A provider sign-in (signInWithIdentity): the session cookie is set. */
export const providerSignedInAnswer = Joi.object({
  user: providerUserAnswer.required(),
  created: Joi.boolean().required().description('The sign-in opened a new account'),
});

const walletFields = {
  token: Joi.string()
    .required()
    .description('Confirms the match to the portal; the session itself is the HttpOnly cookie'),
  allowInvest: Joi.boolean().required().description('What the wallet app says of investing'),
};

/** A sign-in with the wallet app: as any provider's, plus the match token and whether the investor may invest. */
export const walletSignedInAnswer = providerSignedInAnswer.keys(walletFields);

/** Finishing a pending sign-in: the wallet app's answer adds its fields, any other provider's is the plain one. */
export const finishedSignInAnswer = providerSignedInAnswer.keys({
  token: walletFields.token.optional(),
  allowInvest: walletFields.allowInvest.optional(),
});

export const appleStartAnswer = Joi.object({
  authorizeUrl: Joi.string()
    .required()
    .description("Apple's authorize address with this flow's state and nonce (form_post answer)"),
});

/** The wallet app's profile for its access token (WalletProfile). */
export const walletProfileAnswer = Joi.object({
  trueMoneyId: Joi.string().required(),
  email: Joi.string().required(),
  allowInvest: Joi.boolean().required(),
  name: nullable(Joi.string().allow('')).required(),
});

export const sisterUserExistsAnswer = Joi.object({
  existed: Joi.boolean()
    .required()
    .description('The sister-platform user id is already linked to an account here'),
});
