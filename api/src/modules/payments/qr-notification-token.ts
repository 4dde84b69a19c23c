import Joi from 'joi';
import { jwtVerify } from 'jose';
import type { BankQrConfig } from '../../platform/config.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { keySetUnreachable, remoteKeySet } from '../../platform/remote-key-sets.ts';

/** What the bank reports about one PromptPay payment, once its signature and claims are checked. */
export interface QrPaymentNotice {
  bankTransactionId: string;
  /** The reference the API put in the PromptPay payload (the deposit's `qr_reference`). */
  reference: string;
  amount: string;
  paidAt: Date;
  payerName: string | null;
  payerAccount: string | null;
}

/** A notification lives minutes: an old one replayed later is refused even when its signature is good. */
export const notificationMaxAgeSeconds = 300;

/**
 * The payment claims (names as the bank's payment confirmation carries them). The amount is baht with at most
 * two places; the payer's account arrives masked and is masked again here should it not be.
 */
const claims = Joi.object({
  transactionId: Joi.string()
    .pattern(/^[A-Za-z0-9-]{1,64}$/)
    .required(),
  billPaymentRef1: Joi.string()
    .pattern(/^[A-Za-z0-9]{1,20}$/)
    .required(),
  amount: Joi.string()
    .pattern(/^\d{1,18}(\.\d{1,2})?$/)
    .required(),
  paidAt: Joi.string().isoDate().required(),
  payerName: Joi.string().max(200).allow(''),
  payerAccountNumber: Joi.string().max(50).allow(''),
}).unknown(true);

/** Keeps the last four digits of an account number and hides every other digit. */
export function maskAccount(account: string): string {
  const digits = account.replace(/\D/g, '').length;
  let seen = 0;
  return account.replace(/\d/g, (digit) => (++seen > digits - 4 ? digit : 'x'));
}

/**
 * Checks the bank's compact JWS for real: signature against the bank's JWKS (RS256 only, so `alg: none` and HMAC
 * tricks fail), issuer, audience (our merchant id), `iat` and `exp` by `ctx.clock` with a short maximum age.
 * Anything wrong is PAYMENT_NOTIFICATION_INVALID (401); the bank's key set out of reach is 503.
 */
export async function verifyQrNotification(
  ctx: AppContext,
  bank: BankQrConfig,
  token: string,
): Promise<QrPaymentNotice> {
  if (!bank.jwksUrl || !bank.issuer || !bank.merchantId) {
    throw new AppError('PAYMENT_NOTIFICATION_UNAVAILABLE', 503);
  }
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(token, remoteKeySet(bank.jwksUrl), {
      issuer: bank.issuer,
      audience: bank.merchantId,
      algorithms: ['RS256'],
      currentDate: ctx.clock.now(),
      clockTolerance: 30,
      maxTokenAge: notificationMaxAgeSeconds,
      requiredClaims: ['iat', 'exp'],
    }));
  } catch (err) {
    // Failing to reach the key set is the bank's outage, not a bad notification.
    if (keySetUnreachable(err)) {
      ctx.logger.warn({ err, jwksUrl: bank.jwksUrl }, 'bank key set unreachable');
      throw new AppError('PAYMENT_NOTIFICATION_UNAVAILABLE', 503);
    }
    ctx.logger.warn({ reason: (err as Error).message }, 'QR payment notification refused');
    throw new AppError('PAYMENT_NOTIFICATION_INVALID', 401);
  }
  const { error, value } = claims.validate(payload);
  if (error) {
    ctx.logger.warn({ reason: error.message }, 'QR payment notification with malformed claims');
    throw new AppError('PAYMENT_NOTIFICATION_INVALID', 401);
  }
  return {
    bankTransactionId: value.transactionId,
    reference: value.billPaymentRef1,
    amount: value.amount,
    paidAt: new Date(value.paidAt),
    payerName: value.payerName || null,
    payerAccount: value.payerAccountNumber ? maskAccount(value.payerAccountNumber) : null,
  };
}
