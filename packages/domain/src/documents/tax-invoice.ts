import { type Dec, type DecimalInput, dec, roundAmount } from '../investing/money.ts';

/** Thailand's VAT rate (Revenue Code s. 80, as reduced by royal decree): 7 %. */
export const vatRatePercent = '7';

/**
 * The fee a strategy charges is the price the investor pays, VAT included (the rates are quoted to investors
 * as the whole charge, and settlement takes exactly that amount). The invoice therefore splits the charged fee:
 * the amount before VAT is the fee × 100 ÷ 107 rounded to the satang half-up, and VAT is the rest, so the two
 * always add back to the fee charged.
 */
export function vatSplit(feeIncludingVat: DecimalInput): { beforeVat: Dec; vat: Dec; total: Dec } {
  const total = roundAmount(feeIncludingVat);
  if (total.isNegative()) throw new RangeError('A fee cannot be negative');
  const beforeVat = roundAmount(total.times(100).div(dec(100).plus(vatRatePercent)));
  return { beforeVat, vat: total.minus(beforeVat), total };
}

/** A tax invoice stays ISSUED until it is cancelled, and a cancelled one is replaced by a new number. */
export const taxInvoiceStatuses = ['ISSUED', 'CANCELLED'] as const;
export type TaxInvoiceStatus = (typeof taxInvoiceStatuses)[number];

export const taxInvoiceSequenceDigits = 6;

/** A cancelled invoice's reason is kept with it and audited: a few words at least, so it says why. */
export const replaceReasonLength = { min: 5, max: 500 } as const;

/**
 * A tax invoice number: brand, Gregorian year of issue (Asia/Bangkok) and the running number of that brand and
 * year, e.g. `MF-2026-000001`. The running number comes from a counter row locked in the transaction that charges
 * the fee (never a database sequence, which can skip), so the numbers of a brand and year have no gap.
 */
export function generateTaxInvoiceNumber(input: { brand: string; year: number; sequence: number }): string {
  const { brand, year, sequence } = input;
  if (!/^[A-Z]{2,4}$/.test(brand)) throw new RangeError(`Bad brand ${brand}`);
  if (!Number.isInteger(year) || year < 2000 || year > 9999) throw new RangeError(`Bad year ${year}`);
  const limit = 10 ** taxInvoiceSequenceDigits;
  if (!Number.isInteger(sequence) || sequence < 1 || sequence >= limit) {
    throw new RangeError(`Bad sequence ${sequence}`);
  }
  return `${brand}-${year}-${String(sequence).padStart(taxInvoiceSequenceDigits, '0')}`;
}

/** What a number from generateTaxInvoiceNumber is made of; null when it is not one. */
export function parseTaxInvoiceNumber(
  number: string,
): { brand: string; year: number; sequence: number } | null {
  const match = /^([A-Z]{2,4})-(\d{4})-(\d{6})$/.exec(number);
  if (!match) return null;
  return { brand: match[1]!, year: Number(match[2]), sequence: Number(match[3]) };
}

/** Which fee an invoice bills: from the order's kind and leg. */
export const feeKinds = ['INCREASE_FEE', 'SWITCH_IN_FEE', 'REDUCE_FEE'] as const;
export type FeeKind = (typeof feeKinds)[number];

export function feeKindOf(order: { kind: string; leg: string | null }): FeeKind {
  if (order.kind === 'increase') return 'INCREASE_FEE';
  if (order.kind === 'switch' && order.leg === 'in') return 'SWITCH_IN_FEE';
  return 'REDUCE_FEE';
}
