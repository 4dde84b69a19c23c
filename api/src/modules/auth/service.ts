import { QueryTypes } from 'sequelize';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { type AuditRequest, recordAudit } from '../audit/service.ts';
import { currentFlags } from '../feature-flags/service.ts';
import { checkLoginTwoFactor } from '../security/two-factor.ts';
import { type FailureReason, loginFailedEntry, recordLoginFailure } from './lockout.ts';
import { unknownUserHash, verifyPassword } from './passwords.ts';
import type { SessionUser } from './session.ts';

export interface PublicUser {
  uuid: string;
  email: string;
  role: SessionUser['role'];
  isAdmin: boolean;
  customerType: SessionUser['customerType'];
  /** The language the user reads their e-mails in. */
  language: SessionUser['language'];
  /** False until the investor enters the code e-mailed to them; the portal then leads them to verify. */
  emailVerified: boolean;
  /** When the access token ends (ISO); the client then counts itself signed out until `/me` renews it. */
  accessTokenExpiresAt: string | null;
  /** Staff without a confirmed second factor: the back office shows only the enrolment page until it is done. */
  twoFactorEnrolmentRequired: boolean;
}

export function toPublicUser(
  user: SessionUser,
  accessTokenExpiresAt?: Date,
  twoFactorEnrolmentRequired = false,
): PublicUser {
  return {
    uuid: user.uuid,
    email: user.email,
    role: user.role,
    isAdmin: user.role !== null,
    customerType: user.customerType,
    language: user.language,
    emailVerified: user.emailVerified,
    accessTokenExpiresAt: accessTokenExpiresAt?.toISOString() ?? null,
    twoFactorEnrolmentRequired,
  };
}

interface CredentialRow {
  id: string;
  email: string;
  password_hash: string | null;
  locked_at: Date | null;
}

/**
 * Returns the user id when the password is right and, for a user with 2FA on, the TOTP code too. An unknown
 * e-mail, a wrong password and a locked account get the same error after the same work (a hash verification),
 * so the answer tells nothing about the account. Only a right password reveals that a code is needed; a wrong
 * code counts as a login failure towards the lockout.
 */
export async function checkCredentials(
  ctx: AppContext,
  email: string,
  password: string,
  request: AuditRequest & { requestId: string | null } = { ip: null, userAgent: null, requestId: null },
  twoFactor?: string,
): Promise<number> {
  const [user] = await ctx.sequelize.query<CredentialRow>(
    'SELECT id, email, password_hash, locked_at FROM users WHERE lower(email) = lower(:email)',
    { replacements: { email }, type: QueryTypes.SELECT },
  );
  const passwordOk = await verifyPassword(user?.password_hash ?? (await unknownUserHash), password);
  if (user?.password_hash && passwordOk && !user.locked_at) {
    await requireSecondFactor(ctx, user, twoFactor, request);
    return Number(user.id);
  }
  if (user?.locked_at) await auditFailure(ctx, user, request, 'ACCOUNT_LOCKED');
  else if (user && !passwordOk) await countFailure(ctx, user, request, 'WRONG_PASSWORD');
  // An unknown e-mail is not logged: the log would fill with whatever strangers type.
  throw new AppError('AUTH_INVALID_CREDENTIALS', 401);
}

/**
 * The second step of every sign-in, by password or through an identity provider: with 2FA on, the TOTP code (or a
 * recovery code) is required (AUTH_2FA_REQUIRED), and a wrong one counts as a login failure towards the lockout
 * (AUTH_2FA_INVALID). With 2FA off it passes.
 */
export async function requireSecondFactor(
  ctx: AppContext,
  user: { id: string | number; email: string },
  twoFactor: string | undefined,
  request: AuditRequest & { requestId: string | null },
): Promise<void> {
  const secondFactor = await checkLoginTwoFactor(ctx, Number(user.id), twoFactor);
  if (secondFactor === 'MISSING') throw new AppError('AUTH_2FA_REQUIRED', 401);
  if (secondFactor === 'WRONG') {
    await countFailure(ctx, user, request, 'WRONG_2FA_CODE');
    throw new AppError('AUTH_2FA_INVALID', 401);
  }
}

async function countFailure(
  ctx: AppContext,
  user: { id: string | number; email: string },
  request: AuditRequest & { requestId: string | null },
  reason: Exclude<FailureReason, 'ACCOUNT_LOCKED'>,
) {
  const flags = await currentFlags(ctx);
  await recordLoginFailure(
    ctx,
    { id: Number(user.id), email: user.email },
    request,
    flags.tooManyLoginBan === true,
    reason,
  );
}

async function auditFailure(
  ctx: AppContext,
  user: CredentialRow,
  request: AuditRequest & { requestId: string | null },
  reason: FailureReason,
) {
  await ctx.sequelize.transaction((transaction) =>
    recordAudit(ctx, loginFailedEntry(Number(user.id), request, reason), transaction),
  );
}

/** A password sign-in that opened a session. */
export async function auditLoginOk(
  ctx: AppContext,
  userId: number,
  request: AuditRequest & { requestId: string | null },
): Promise<void> {
  await ctx.sequelize.transaction((transaction) =>
    recordAudit(
      ctx,
      {
        actorId: userId,
        action: 'LOGIN_OK',
        subject: `users/${userId}`,
        before: null,
        after: { provider: 'password' },
        requestId: request.requestId,
        request: { ip: request.ip, userAgent: request.userAgent },
      },
      transaction,
    ),
  );
}
