import { randomUUID } from 'node:crypto';
import type { Language } from '@fund/domain';
import { consentPolicyVersion } from '@fund/domain';
import { QueryTypes, type Transaction } from 'sequelize';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { enqueueUserMail } from '../mail/outbox.ts';
import { isCommonPassword } from './common-passwords.ts';
import { hashPassword } from './passwords.ts';

export interface SignupInput {
  email: string;
  password: string;
  customerType: 'INDIVIDUAL' | 'JURISTIC';
  saleCode?: string | null;
  companyName?: string | null;
  consents: { privacyPolicy: true; terms: true; marketing: boolean };
  language: Language;
}

/**
 * Records a new customer with their consents (policy version and time). A juristic customer is recorded but
 * cannot open an account online (spec §1): the answer sends them to customer service.
 *
 * An address that already has an account gets the same answer as a new one (a made-up uuid, the same next step,
 * after the same password hashing), so sign-up cannot be used to learn who is a customer; the owner of the address
 * is e-mailed instead, with the way to sign in or reset the password. `existing` is for the router only.
 */
export async function signUp(ctx: AppContext, input: SignupInput, ip: string | null) {
  if (isCommonPassword(input.password)) {
    throw new AppError('AUTH_PASSWORD_TOO_COMMON', 422, {
      errors: [{ field: 'body.password', code: 'password.common', message: 'This password is too common' }],
    });
  }
  const saleCode = input.saleCode || null;
  if (saleCode) {
    const [rep] = await ctx.sequelize.query('SELECT 1 FROM sales_reps WHERE code = :saleCode AND active', {
      replacements: { saleCode },
      type: QueryTypes.SELECT,
    });
    if (!rep) {
      throw new AppError('AUTH_SALE_CODE_UNKNOWN', 422, {
        errors: [
          {
            field: 'body.saleCode',
            code: 'saleCode.unknown',
            message: 'Sale code is not correct, please fill the correct Sale code',
          },
        ],
      });
    }
  }
  const passwordHash = await hashPassword(input.password);
  return ctx.sequelize.transaction(async (transaction) => {
    const [created] = await ctx.sequelize.query<{ id: string; uuid: string }>(
      `INSERT INTO users (email, password_hash, customer_type, company_name, sale_code, language)
       VALUES (:email, :passwordHash, :customerType, :companyName, :saleCode, :language)
       ON CONFLICT (lower(email)) DO NOTHING RETURNING id, uuid`,
      {
        replacements: { ...input, passwordHash, companyName: input.companyName || null, saleCode },
        type: QueryTypes.SELECT,
        transaction,
      },
    );
    const selfOpen = input.customerType === 'INDIVIDUAL';
    const next = selfOpen ? ('VERIFY_EMAIL' as const) : ('CONTACT_CUSTOMER_SERVICE' as const);
    if (!created) {
      await tellOwnerOfExistingAccount(ctx, transaction, input.email);
      return { uuid: randomUUID(), customerType: input.customerType, selfOpen, next, existing: true };
    }
    for (const [kind, accepted] of [
      ['PRIVACY_POLICY', input.consents.privacyPolicy],
      ['TERMS', input.consents.terms],
      ['MARKETING', input.consents.marketing],
    ] as const) {
      await ctx.sequelize.query(
        `INSERT INTO consents (user_id, kind, policy_version, accepted, ip, created_at)
         VALUES (:userId, :kind, :version, :accepted, :ip, :now)`,
        {
          replacements: {
            userId: created.id,
            kind,
            version: consentPolicyVersion,
            accepted,
            ip,
            now: ctx.clock.now(),
          },
          transaction,
        },
      );
    }
    return { uuid: created.uuid, customerType: input.customerType, selfOpen, next, existing: false };
  });
}

async function tellOwnerOfExistingAccount(ctx: AppContext, transaction: Transaction, email: string) {
  const [owner] = await ctx.sequelize.query<{ id: number }>(
    'SELECT id FROM users WHERE lower(email) = lower(:email)',
    {
      replacements: { email },
      type: QueryTypes.SELECT,
      transaction,
    },
  );
  if (!owner) return;
  await enqueueUserMail(ctx, transaction, Number(owner.id), 'signup-existing-account', {
    loginLink: `${ctx.config.portalUrl}/auth/login`,
    resetLink: `${ctx.config.portalUrl}/auth/forget-password`,
  });
}
