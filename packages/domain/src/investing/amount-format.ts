import { amountString } from './money.ts';

/**
 * An amount in baht as it is typed and sent: up to 15 digits (the NUMERIC(17,2) columns) and at most 2 decimals,
 * no sign, no exponent. The API's schemas and the forms check the same shape.
 */
export const amountPattern = /^\d{1,15}(\.\d{1,2})?$/;

/** Units as typed and sent: up to 18 digits and at most 4 decimals (units are kept to 4 places). */
export const unitsPattern = /^\d{1,18}(\.\d{1,4})?$/;

/** "10,000.50 " → "10000.50": thousands separators and spaces are how people type money. */
export function cleanNumber(text: string): string {
  return text.replace(/[,\s]/g, '');
}

/** The amount as the API takes it ("10000.00"), or null when the typed text is not an amount. */
export function amountOfText(text: string): string | null {
  const clean = cleanNumber(text);
  return amountPattern.test(clean) ? amountString(clean) : null;
}
