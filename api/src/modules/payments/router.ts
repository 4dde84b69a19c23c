import express from 'express';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { ApiRoutes } from '../../platform/openapi.ts';
import { rateLimitByIp } from '../../platform/rate-limit.ts';
import { qrNotificationAnswer } from './answers.ts';
import { verifyQrNotification } from './qr-notification-token.ts';
import { receiveQrNotification } from './service.ts';

/** RFC 7515's compact serialization: three base64url parts. */
const compactJws = /^[\w-]+\.[\w-]+\.[\w-]+$/;

/**
 * The bank's PromptPay payment confirmation. Public (the bank has no session): what authenticates it is the
 * bank's signature, checked against the bank's JWKS.
 */
export function paymentRoutes(routes: ApiRoutes, ctx: AppContext): void {
  routes.addGuarded(
    {
      method: 'post',
      path: '/payments/qr/notifications',
      summary:
        "The bank's QR payment notification: the body is a compact JWS (RS256, Content-Type application/jose) with the claims transactionId, billPaymentRef1 (the deposit's QR reference), amount, paidAt, payerName, payerAccountNumber; iss the bank, aud our merchant id, iat and exp at most 5 minutes apart from now. A PENDING QR deposit paid in full by the investor (payerName one of their names, masks allowed) is verified; any other payment is kept for operations (outcome AMOUNT_DIFFERS, NAME_MISMATCH, DEPOSIT_NOT_PENDING or DEPOSIT_NOT_QR). Delivered twice, it changes nothing the second time.",
      tag: 'payments',
      access: 'public',
      responses: {
        200: '{ bankTransactionId, depositRef, outcome: VERIFIED | AMOUNT_DIFFERS | NAME_MISMATCH | DEPOSIT_NOT_PENDING | DEPOSIT_NOT_QR, firstDelivery }',
        401: 'PAYMENT_NOTIFICATION_INVALID (signature, issuer, audience, expiry or claims)',
        404: 'PAYMENT_REFERENCE_UNKNOWN',
        429: 'RATE_LIMITED',
        503: "PAYMENT_NOTIFICATION_UNAVAILABLE (the bank's key set cannot be reached, or the bank is not configured)",
      },
      answers: { 200: qrNotificationAnswer },
    },
    [
      rateLimitByIp(ctx.sequelize, { keyPrefix: 'qr-notifications', points: 600, durationSeconds: 60 }),
      express.text({ type: ['application/jose', 'application/jwt', 'text/plain'], limit: '16kb' }),
    ],
    async (req, res) => {
      const token = typeof req.body === 'string' ? req.body.trim() : '';
      if (!compactJws.test(token)) throw new AppError('PAYMENT_NOTIFICATION_INVALID', 401);
      const notice = await verifyQrNotification(ctx, ctx.config.bankQr, token);
      res.setHeader('Cache-Control', 'no-store');
      res.json(await receiveQrNotification(ctx, notice));
    },
  );
}
