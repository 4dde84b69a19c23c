import { type DecimalInput, dec } from '../investing/money.ts';

/**
 * The report's identity (issue 19): opening value + net flows + gain = closing value, to the satang. `difference`
 * is the break, closing − (opening + net flows + gain), "0.00" when it holds.
 */
export function reconcile(input: {
  opening: DecimalInput;
  netFlows: DecimalInput;
  gain: DecimalInput;
  closing: DecimalInput;
}): { balanced: boolean; difference: string } {
  const difference = dec(input.closing)
    .minus(dec(input.opening).plus(input.netFlows).plus(input.gain))
    .toDecimalPlaces(2);
  return {
    balanced: difference.isZero(),
    difference: difference.abs().isZero() ? '0.00' : difference.toFixed(2),
  };
}
