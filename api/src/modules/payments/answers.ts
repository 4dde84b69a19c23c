import Joi from 'joi';

/** What the API did with a bank's QR payment notification: only VERIFIED pays the deposit. */
export const qrNotificationOutcomes = [
  'VERIFIED',
  'AMOUNT_DIFFERS',
  'NAME_MISMATCH',
  'DEPOSIT_NOT_PENDING',
  'DEPOSIT_NOT_QR',
] as const;

/** What the API did with a bank's QR payment notification (receiveQrNotification). */
export const qrNotificationAnswer = Joi.object({
  bankTransactionId: Joi.string().required().description("The bank's id of the payment"),
  depositRef: Joi.string().required().description('The deposit the QR reference names'),
  outcome: Joi.string()
    .valid(...qrNotificationOutcomes)
    .required()
    .description('VERIFIED: the deposit is paid; otherwise the payment is kept for operations'),
  firstDelivery: Joi.boolean()
    .required()
    .description(
      'False when the bank delivered this payment before: nothing changed, the first outcome is answered',
    ),
});
