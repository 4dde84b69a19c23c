import { consentPolicyVersion, type Language } from '@fund/domain';
import type { Request, Response } from 'express';
import type { Transaction } from 'sequelize';
import { QueryTypes } from 'sequelize';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { auditRequestOf, recordAudit } from '../audit/service.ts';
import { requireSecondFactor, toPublicUser } from '../auth/service.ts';
import { openSession, revokeSession } from '../auth/session.ts';
import { type IdTokenNonce, spendNonce } from './nonces.ts';
import {
  ConsentRequiredError,
  SecondFactorRequiredError,
  storePendingSignIn,
  type Wallet,
} from './pending-sign-ins.ts';

export type Provider = 'google' | 'merkle-google' | 'apple' | 'true-money' | 'merkle' | 'line';

export interface ProviderIdentity {
  provider: Provider;
  subject: string;
  email: string | null;
  /** Only an e-mail the provider has verified may be linked to, or create, a local account. */
  emailVerified: boolean;
  /** The account's name when the provider gave one (Apple: its form post's `user`, the first time only). */
  name?: string | null;
}

export interface Consents {
  privacyPolicy: true;
  terms: true;
  marketing: boolean;
}

/** Thrown inside the transaction when a new account would be opened without consents; rolls it back. */
class ConsentsMissing extends Error {}

interface UserRow {
  id: string;
  uuid: string;
  email: string;
  role: null | 'compliance' | 'operations' | 'support' | 'admin';
  customer_type: 'INDIVIDUAL' | 'JURISTIC';
  language: Language;
  locked_at: Date | null;
  true_money_id: string | null;
  allow_invest: boolean;
  email_verified: boolean;
}

const userColumns = `u.id, u.uuid, u.email, u.role, u.customer_type, u.language, u.locked_at, u.true_money_id,
  u.allow_invest, u.email_verified_at IS NOT NULL AS email_verified`;

/** The user answer of every provider sign-in: the public user plus the wallet fields (spec §3, §6). */
export const toProviderUser = (row: UserRow) => ({
  ...toPublicUser({
    id: Number(row.id),
    uuid: row.uuid,
    email: row.email,
    role: row.role,
    customerType: row.customer_type,
    language: row.language,
    emailVerified: row.email_verified,
  }),
  trueMoneyId: row.true_money_id,
  allowInvest: row.allow_invest,
});

async function userOf(ctx: AppContext, t: Transaction, where: string, replacements: Record<string, unknown>) {
  const [row] = await ctx.sequelize.query<UserRow>(
    `SELECT ${userColumns} FROM users u ${where} FOR UPDATE OF u`,
    { replacements, type: QueryTypes.SELECT, transaction: t },
  );
  return row;
}

async function createUser(
  ctx: AppContext,
  t: Transaction,
  email: string,
  consents: Consents,
  ip: string | null,
) {
  const now = ctx.clock.now();
  const [created] = await ctx.sequelize.query<{ id: string }>(
    `INSERT INTO users (email, customer_type, email_verified_at, created_at, updated_at)
     VALUES (:email, 'INDIVIDUAL', :now, :now, :now) ON CONFLICT (lower(email)) DO NOTHING RETURNING id`,
    { replacements: { email, now }, type: QueryTypes.SELECT, transaction: t },
  );
  // Another request created the same e-mail a moment ago: link to it instead.
  if (!created)
    return { row: await userOf(ctx, t, 'WHERE lower(u.email) = lower(:email)', { email }), created: false };
  for (const [kind, accepted] of [
    ['PRIVACY_POLICY', consents.privacyPolicy],
    ['TERMS', consents.terms],
    ['MARKETING', consents.marketing],
  ] as const) {
    await ctx.sequelize.query(
      `INSERT INTO consents (user_id, kind, policy_version, accepted, ip, created_at)
       VALUES (:userId, :kind, :version, :accepted, :ip, :now)`,
      {
        replacements: { userId: created.id, kind, version: consentPolicyVersion, accepted, ip, now },
        transaction: t,
      },
    );
  }
  return { row: await userOf(ctx, t, 'WHERE u.id = :id', { id: created.id }), created: true };
}

/**
 * Finds the local user for a provider account: by the linked identity, else by the verified e-mail (and links
 * it), else creates an individual customer with that verified e-mail and no password, which needs the sign-up
 * consents (spec §5): without them ConsentsMissing is thrown and nothing is created. A locked account and a
 * staff account get the password login's refusal: staff sign in with their password (and 2FA) only.
 */
export async function resolveUser(
  ctx: AppContext,
  t: Transaction,
  identity: ProviderIdentity,
  options: { consents?: Consents | undefined; ip: string | null },
): Promise<{ row: UserRow; created: boolean; linked: boolean }> {
  const linkedRow = await userOf(
    ctx,
    t,
    'JOIN user_identities i ON i.user_id = u.id WHERE i.provider = :provider AND i.subject = :subject',
    { ...identity },
  );
  let found: { row: UserRow | undefined; created: boolean } = { row: linkedRow, created: false };
  if (!linkedRow) {
    if (!identity.email || !identity.emailVerified) throw new AppError('AUTH_PROVIDER_EMAIL_UNVERIFIED', 422);
    const byEmail = await userOf(ctx, t, 'WHERE lower(u.email) = lower(:email)', { ...identity });
    if (byEmail) found = { row: byEmail, created: false };
    else if (!options.consents) throw new ConsentsMissing();
    else found = await createUser(ctx, t, identity.email, options.consents, options.ip);
  }
  const row = found.row;
  if (!row || row.locked_at || row.role !== null) throw new AppError('AUTH_INVALID_CREDENTIALS', 401);
  const name = identity.name ?? null;
  if (!linkedRow) {
    await ctx.sequelize.query(
      `INSERT INTO user_identities (user_id, provider, subject, email, name, created_at)
       VALUES (:userId, :provider, :subject, :email, :name, :now) ON CONFLICT (provider, subject) DO NOTHING`,
      { replacements: { ...identity, name, userId: row.id, now: ctx.clock.now() }, transaction: t },
    );
  } else if (name) {
    // A name given once (Apple sends it with the first sign-in only) is kept; a later one does not replace it.
    await ctx.sequelize.query(
      `UPDATE user_identities SET name = :name
       WHERE provider = :provider AND subject = :subject AND name IS NULL`,
      { replacements: { ...identity, name }, transaction: t },
    );
  }
  return { row, created: found.created, linked: !linkedRow };
}

/** Records the sign-in: audit LOGIN_OK with the provider, in the transaction that linked or created. */
export async function auditSignIn(
  ctx: AppContext,
  req: Request,
  t: Transaction,
  result: { row: UserRow; created: boolean; linked: boolean },
  provider: Provider,
): Promise<void> {
  await recordAudit(
    ctx,
    {
      actorId: Number(result.row.id),
      action: 'LOGIN_OK',
      subject: `users/${result.row.id}`,
      before: null,
      after: {
        provider,
        created: result.created,
        linked: result.linked,
        ip: req.ip ?? null,
        userAgent: req.get('user-agent') ?? null,
      },
      requestId: req.id ? String(req.id) : null,
    },
    t,
  );
}

interface SignInOptions {
  consents?: Consents | undefined;
  wallet?: Wallet | undefined;
  /** The nonce of the id token that vouched for the account: spent by this sign-in, refused if spent already. */
  nonce?: IdTokenNonce | undefined;
  /** The TOTP or recovery code of an account with 2FA on, given after AUTH_2FA_REQUIRED. */
  twoFactor?: string | undefined;
}

/**
 * Signs a provider account in: resolve or create the user and audit it in one transaction, then open the
 * session (after the commit, since the session row refers to a user that may have just been created). A new
 * account without consents is refused with ConsentRequiredError, whose pending sign-in stands for the verified
 * identity (and wallet) until the reader accepts them. An account with 2FA on asks its code as the password
 * sign-in does (the provider vouches only for the first factor): SecondFactorRequiredError, with a pending sign-in,
 * until the code is given; the sign-in is audited once it is.
 */
export async function signInWithIdentity(
  ctx: AppContext,
  req: Request,
  res: Response,
  identity: ProviderIdentity,
  options: SignInOptions = {},
) {
  const answer = await resolveAndAudit(ctx, req, identity, options).catch(async (error: unknown) => {
    if (!(error instanceof ConsentsMissing)) throw error;
    throw new ConsentRequiredError(await storePendingSignIn(ctx, identity, options.wallet));
  });
  if (answer.secondFactorDue) {
    const request = { ...auditRequestOf(req), requestId: req.id ? String(req.id) : null };
    try {
      await requireSecondFactor(
        ctx,
        { id: answer.userId, email: answer.user.email },
        options.twoFactor,
        request,
      );
    } catch (error) {
      if (
        !(error instanceof AppError) ||
        (error.code !== 'AUTH_2FA_REQUIRED' && error.code !== 'AUTH_2FA_INVALID')
      ) {
        throw error;
      }
      throw new SecondFactorRequiredError(
        error.code,
        await storePendingSignIn(ctx, identity, options.wallet),
      );
    }
    await ctx.sequelize.transaction((t) => auditSignIn(ctx, req, t, answer.resolved, identity.provider));
  }
  // A new session on every sign-in (no fixation); the one this browser had is revoked.
  await revokeSession(ctx, req.sessionId);
  const { accessTokenExpiresAt } = await openSession(ctx, res, answer.userId);
  return {
    user: { ...answer.user, accessTokenExpiresAt: accessTokenExpiresAt.toISOString() },
    created: answer.created,
  };
}

function resolveAndAudit(ctx: AppContext, req: Request, identity: ProviderIdentity, options: SignInOptions) {
  return ctx.sequelize.transaction(async (t) => {
    if (options.nonce) await spendNonce(ctx, t, options.nonce);
    const result = await resolveUser(ctx, t, identity, { consents: options.consents, ip: req.ip ?? null });
    if (options.wallet) {
      await ctx.sequelize.query(
        'UPDATE users SET true_money_id = :trueMoneyId, allow_invest = :allowInvest, updated_at = :now WHERE id = :id',
        { replacements: { ...options.wallet, id: result.row.id, now: ctx.clock.now() }, transaction: t },
      );
      result.row.true_money_id = options.wallet.trueMoneyId;
      result.row.allow_invest = options.wallet.allowInvest;
    }
    // With 2FA on the sign-in is audited once the code is given (signInWithIdentity).
    const [secondFactor] = await ctx.sequelize.query<{ enabled: boolean }>(
      'SELECT totp_enabled_at IS NOT NULL AS enabled FROM user_security WHERE user_id = :id',
      { type: QueryTypes.SELECT, replacements: { id: result.row.id }, transaction: t },
    );
    const secondFactorDue = secondFactor?.enabled === true;
    if (!secondFactorDue) await auditSignIn(ctx, req, t, result, identity.provider);
    return {
      user: toProviderUser(result.row),
      created: result.created,
      userId: Number(result.row.id),
      secondFactorDue,
      resolved: result,
    };
  });
}

/** Whether the user may invest: false once the wallet app said allowInvest false (spec §6). */
export async function canInvest(ctx: AppContext, userId: number): Promise<boolean> {
  const [row] = await ctx.sequelize.query<{ allow_invest: boolean }>(
    'SELECT allow_invest FROM users WHERE id = :userId',
    { replacements: { userId }, type: QueryTypes.SELECT },
  );
  return row?.allow_invest ?? false;
}
