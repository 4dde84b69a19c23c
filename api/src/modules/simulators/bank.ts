import { randomBytes } from 'node:crypto';
import type { Router } from 'express';
import Joi from 'joi';
import { QueryTypes } from 'sequelize';
import type { AppContext } from '../../platform/context.ts';
import { validate } from '../../platform/validate.ts';
import type { SigningKey } from './keys.ts';
import { signingKey } from './keys.ts';

/** A notification is valid 5 minutes, as a bank's callback token is short-lived. */
const notificationSeconds = 300;

const payment = Joi.object({
  reference: Joi.string()
    .pattern(/^[A-Za-z0-9]{1,20}$/)
    .required(),
  amount: Joi.string()
    .pattern(/^\d{1,18}(\.\d{1,2})?$/)
    .required(),
  // Optional, so a test can deliver one bank transaction twice or name the payer.
  transactionId: Joi.string().pattern(/^[A-Za-z0-9-]{1,64}$/),
  payerName: Joi.string().trim().max(200),
});

/**
 * Who pays unless the test names someone else: the account holder, as the bank shows them, by the name of their
 * registered bank account (else their Thai name).
 */
async function accountHolderOf(ctx: AppContext, reference: string): Promise<string> {
  const [row] = await ctx.sequelize.query<{ name: string | null }>(
    `SELECT coalesce(b.account_name,
       NULLIF(concat_ws(' ', p.identity ->> 'firstNameTh', p.identity ->> 'lastNameTh'), '')) AS name
     FROM deposits d LEFT JOIN kyc_bank_accounts b ON b.user_id = d.user_id
     LEFT JOIN kyc_profiles p ON p.user_id = d.user_id
     WHERE d.qr_reference = :reference`,
    { type: QueryTypes.SELECT, replacements: { reference } },
  );
  return row?.name ?? 'SIMULATED PAYER';
}

/**
 * The bank's PromptPay side: "paying" a QR signs the payment confirmation with the bank's key and posts it to the
 * API's notification endpoint, exactly as the bank does; the answer carries the API's status and body. Its JWKS is
 * what the API checks the signature against.
 */
export function bankSimulator(
  router: Router,
  ctx: AppContext,
  key: SigningKey = signingKey(ctx, 'bank'),
): void {
  const bank = ctx.config.bankQr;
  router.get('/bank/jwks', async (_req, res) => {
    res.json(await key.jwks());
  });
  router.post('/bank/qr-payments', validate({ body: payment }), async (req, res) => {
    const body = req.body as {
      reference: string;
      amount: string;
      transactionId?: string;
      payerName?: string;
    };
    const now = ctx.clock.now();
    const seconds = Math.floor(now.getTime() / 1000);
    const transactionId =
      body.transactionId ?? `SIM${seconds}${randomBytes(6).toString('hex').toUpperCase()}`;
    const token = await key.sign({
      iss: bank.issuer,
      aud: bank.merchantId,
      iat: seconds,
      exp: seconds + notificationSeconds,
      transactionId,
      billPaymentRef1: body.reference,
      amount: body.amount,
      paidAt: now.toISOString(),
      payerName: body.payerName ?? (await accountHolderOf(ctx, body.reference)),
      payerAccountNumber: 'xxx-x-x1234-x',
    });
    const answer = await fetch(bank.notificationUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/jose' },
      body: token,
      signal: AbortSignal.timeout(10_000),
    });
    const text = await answer.text();
    res.status(200).json({
      transactionId,
      notification: { status: answer.status, body: text ? JSON.parse(text) : null },
    });
  });
}
