import type { Language } from '@fund/domain';
import { consentPolicyVersion } from '@fund/domain';
import { QueryTypes } from 'sequelize';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
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
    if (!created) throw new AppError('AUTH_EMAIL_TAKEN', 409);
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
    const selfOpen = input.customerType === 'INDIVIDUAL';
    return {
      uuid: created.uuid,
      customerType: input.customerType,
      selfOpen,
      next: selfOpen ? ('VERIFY_EMAIL' as const) : ('CONTACT_CUSTOMER_SERVICE' as const),
    };
  });
}
