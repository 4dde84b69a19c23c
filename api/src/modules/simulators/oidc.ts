import { createHash } from 'node:crypto';
import type { ErrorRequestHandler, Router } from 'express';
import Joi from 'joi';
import type { AppContext } from '../../platform/context.ts';
import { validate } from '../../platform/validate.ts';
import { issueGrant, takeGrant } from './grants.ts';
import type { SigningKey } from './keys.ts';
import { signingKey } from './keys.ts';
import type { FormField } from './page.ts';
import { authorizePage, errorPage, formPostPage, formPostScript } from './page.ts';
import { redirectUri, withParams } from './redirect.ts';

const idTokenSeconds = 3600;
const codeSeconds = 300;

const personFields: FormField[] = [
  { name: 'email', label: 'E-mail / อีเมล', type: 'email', required: true, autocomplete: 'email' },
  { name: 'name', label: 'Name / ชื่อ', type: 'text', autocomplete: 'name' },
];

/** A provider's subject is stable per account: derived from the e-mail so signing in twice gives one user. */
export const subjectOf = (provider: string, email: string) =>
  BigInt(`0x${createHash('sha256').update(`${provider}:${email.toLowerCase()}`).digest('hex').slice(0, 16)}`)
    .toString()
    .padStart(20, '1');

interface Person {
  email: string;
  name?: string | undefined;
}

function idTokenClaims(ctx: AppContext, issuer: string, clientId: string, person: Person, nonce?: string) {
  const now = Math.floor(ctx.clock.now().getTime() / 1000);
  return {
    iss: issuer,
    aud: clientId,
    sub: subjectOf(issuer, person.email),
    email: person.email.toLowerCase(),
    email_verified: true,
    ...(person.name ? { name: person.name } : {}),
    ...(nonce ? { nonce } : {}),
    iat: now,
    exp: now + idTokenSeconds,
  };
}

function authorizeSchemas(ctx: AppContext, clientIds: string[]) {
  const request = {
    client_id: Joi.string()
      .valid(...clientIds)
      .required(),
    redirect_uri: redirectUri(ctx.config.publicOrigins).required(),
    state: Joi.string().max(500).allow(''),
    nonce: Joi.string().max(500).allow(''),
    response_mode: Joi.string().valid('query', 'fragment', 'form_post'),
  };
  return {
    // Providers ignore OAuth parameters they do not act on (scope, response_type, prompt...).
    query: Joi.object(request).unknown(true),
    body: Joi.object({
      ...request,
      email: Joi.string().trim().email({ tlds: false }).max(254).required(),
      name: Joi.string().trim().max(200).allow(''),
    }),
  };
}

const refuse: ErrorRequestHandler = (err: unknown, _req, res, next) => {
  if (!(err instanceof Error) || !('code' in err) || err.code !== 'VALIDATION_FAILED') return next(err);
  res.status(400).type('html').send(errorPage('invalid_request: the authorization request is not valid'));
};

function authorizeRoutes(
  router: Router,
  prefix: string,
  title: string,
  clientIds: string[],
  ctx: AppContext,
  onConsent: (body: Record<string, string>) => Promise<string | { formPost: Record<string, string> }>,
) {
  const schemas = authorizeSchemas(ctx, clientIds);
  router.get(`${prefix}/authorize`, validate({ query: schemas.query }), (req, res) => {
    const q = req.query as Record<string, string | undefined>;
    res.type('html').send(
      authorizePage({
        title,
        hidden: {
          client_id: q.client_id,
          redirect_uri: q.redirect_uri,
          state: q.state,
          nonce: q.nonce,
          response_mode: q.response_mode,
        },
        fields: personFields,
      }),
    );
  });
  router.post(`${prefix}/authorize`, validate({ body: schemas.body }), async (req, res) => {
    const answer = await onConsent(req.body);
    if (typeof answer === 'string') res.redirect(302, answer);
    else res.type('html').send(formPostPage(req.body.redirect_uri, answer.formPost));
  });
  router.use(`${prefix}/authorize`, refuse);
}

/** Google's OpenID Connect implicit flow: the id token comes back in the redirect's fragment. */
export function googleSimulator(
  router: Router,
  ctx: AppContext,
  key: SigningKey = signingKey(ctx, 'google'),
): void {
  const { google, merkleGoogle } = ctx.config.identityProviders;
  authorizeRoutes(
    router,
    '/google',
    'Sign in with Google (simulator)',
    [google.clientId, merkleGoogle.clientId],
    ctx,
    async (body) => {
      const idToken = await key.sign(
        idTokenClaims(
          ctx,
          google.issuer,
          body.client_id!,
          body as unknown as Person,
          body.nonce || undefined,
        ),
      );
      return withParams(body.redirect_uri!, { id_token: idToken, state: body.state ?? '' }, 'fragment');
    },
  );
  router.get('/google/jwks', async (_req, res) => {
    res.json(await key.jwks());
  });
}

interface IssuedCode {
  clientId: string;
  redirectUri: string;
  person: Person;
  nonce?: string;
}

const tokenBody = Joi.object({
  grant_type: Joi.string().valid('authorization_code').required(),
  code: Joi.string().max(200).required(),
  client_id: Joi.string().max(200).required(),
  client_secret: Joi.string().max(2000).allow(''),
  redirect_uri: Joi.string().max(2000).allow(''),
});

/**
 * Sign in with Apple: the redirect carries a code, which the server exchanges for the id token. Codes are
 * single-use and live 5 minutes, as at Apple.
 */
export function appleSimulator(
  router: Router,
  ctx: AppContext,
  key: SigningKey = signingKey(ctx, 'apple'),
): void {
  const { apple } = ctx.config.identityProviders;
  authorizeRoutes(router, '/apple', 'Sign in with Apple (simulator)', [apple.clientId], ctx, async (body) => {
    const issued: IssuedCode = {
      clientId: body.client_id!,
      redirectUri: body.redirect_uri!,
      person: { email: body.email!, ...(body.name ? { name: body.name } : {}) },
      ...(body.nonce ? { nonce: body.nonce } : {}),
    };
    // In the database, not this process: the token call may reach another API replica.
    const code = await issueGrant(ctx, 'APPLE_CODE', issued, codeSeconds, 24);
    if (body.response_mode !== 'form_post') {
      return withParams(body.redirect_uri!, { code, state: body.state ?? '' }, 'query');
    }
    // As Apple does when the name and e-mail are asked: the browser POSTs the answer to the redirect URI, with
    // the id token too, and the name (`user`) every time here (Apple: only the first time).
    const idToken = await key.sign(
      idTokenClaims(ctx, apple.issuer, issued.clientId, issued.person, issued.nonce),
    );
    const [firstName = '', ...rest] = (body.name ?? '').trim().split(/\s+/);
    const user = JSON.stringify({ name: { firstName, lastName: rest.join(' ') }, email: body.email });
    return {
      formPost: { code, id_token: idToken, state: body.state ?? '', ...(body.name ? { user } : {}) },
    };
  });
  router.get('/apple/form-post.js', (_req, res) => {
    res.type('text/javascript').send(formPostScript);
  });
  router.post('/apple/token', async (req, res) => {
    const { error, value } = tokenBody.validate(req.body ?? {});
    if (error) {
      res.status(400).json({ error: 'invalid_request' });
      return;
    }
    const issued = await takeGrant<IssuedCode>(ctx, 'APPLE_CODE', value.code);
    const valid =
      issued &&
      issued.clientId === value.client_id &&
      (!value.redirect_uri || value.redirect_uri === issued.redirectUri);
    if (!valid) {
      res.status(400).json({ error: 'invalid_grant' });
      return;
    }
    const idToken = await key.sign(
      idTokenClaims(ctx, apple.issuer, issued.clientId, issued.person, issued.nonce),
    );
    res.json({ id_token: idToken, token_type: 'Bearer', expires_in: idTokenSeconds });
  });
  router.get('/apple/jwks', async (_req, res) => {
    res.json(await key.jwks());
  });
}
