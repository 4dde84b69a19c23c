import { glossary as en } from '@fund/messages/namespaces/glossary.en';
import { glossary as th } from '@fund/messages/namespaces/glossary.th';

/**
 * The one name of each investing word, Thai and English, for the site, the portal, the back office and the e-mails
 * (spec §3 "fund operation labels": increase, reduce, switching; stages confirm, approved, success, reject). A screen
 * that says "invest" where another says "top up" or "buy" makes an investor wonder whether they are different
 * things; each word is written once, in the message catalogue's `glossary` namespace (`@fund/messages`).
 */
export interface Term {
  th: string;
  en: string;
}

export const orderKinds = ['increase', 'reduce', 'switch'] as const;
export type OrderKindName = (typeof orderKinds)[number];
export const orderStages = ['confirm', 'approved', 'success', 'reject', 'cancelled'] as const;
export type OrderStageName = (typeof orderStages)[number];
/** A deposit's state as the API answers it: the payment of an increase. */
export const paymentStatuses = ['AWAITING_SLIP', 'PENDING', 'VERIFIED', 'REJECTED'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];
/** How an increase is paid: a deposit's method. */
export const paymentMethods = ['BANK_TRANSFER', 'QR_PAYMENT'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];
/** Where a reduction's proceeds go: the investor's bank account or wallet. */
export const reductionReceiveTypes = ['BANK_ACCOUNT', 'WALLET'] as const;
/** Where an order's proceeds go: a reduction's bank account or wallet, a switch-out's into its switch-in. */
export const orderReceiveTypes = [...reductionReceiveTypes, 'SWITCH'] as const;
export type OrderReceiveType = (typeof orderReceiveTypes)[number];

/** A table of the catalogue's words, each as its Thai and English term. */
function termsOf<K extends string>(thai: Record<K, string>, english: Record<K, string>): Record<K, Term> {
  return Object.fromEntries(
    (Object.keys(thai) as K[]).map((key) => [key, { th: thai[key], en: english[key] }]),
  ) as Record<K, Term>;
}

export const orderKindTerms: Record<OrderKindName, Term> = termsOf(th.orderKinds, en.orderKinds);

/**
 * The action that opens a first investment in a strategy (and the site's call to it). It places an increase: the
 * history names the order by its kind.
 */
export const investTerm: Term = { th: th.invest, en: en.invest };

export const orderStageTerms: Record<OrderStageName, Term> = termsOf(th.orderStages, en.orderStages);

export const paymentStatusTerms: Record<PaymentStatus | 'UNPAID', Term> = termsOf(
  th.paymentStatus,
  en.paymentStatus,
);

/**
 * Not yet priced: the amount or units shown are estimates from the latest NAV until the order settles at its trade
 * date's NAV. Said of every kind alike, so a reduction never reads as if the investor still had to pay.
 */
export const preliminaryTerm: Term = { th: th.preliminary, en: en.preliminary };

export type OrderStatusName = OrderStageName | 'awaitingPayment' | 'paymentChecking' | 'paymentRejected';

export const orderStatusTerms: Record<OrderStatusName, Term> = termsOf(th.orderStatuses, en.orderStatuses);

/**
 * What an investor is waiting for, from the order's stage and, for an increase still in confirm, its payment: an
 * increase nobody has paid waits for the money, not for an approval (operations approve it only once the money is
 * verified). `payment` is the paying deposit's status, or null when there is none yet.
 */
export function orderStatus(
  kind: OrderKindName,
  stage: OrderStageName,
  payment: PaymentStatus | null | undefined,
): OrderStatusName {
  if (kind !== 'increase' || stage !== 'confirm' || payment === undefined) return stage;
  if (payment === null || payment === 'AWAITING_SLIP') return 'awaitingPayment';
  if (payment === 'PENDING') return 'paymentChecking';
  if (payment === 'REJECTED') return 'paymentRejected';
  return 'confirm';
}

/** Each term of a table in one language, keyed as the table is (for i18n resources). */
export function termsIn<K extends string>(language: 'th' | 'en', terms: Record<K, Term>): Record<K, string> {
  return Object.fromEntries(
    Object.entries<Term>(terms).map(([key, term]) => [key, term[language]]),
  ) as Record<K, string>;
}
