import { Decimal } from 'decimal.js';

/** Decimal arithmetic for money, NAV and units: enough precision that only the explicit roundings below round. */
export const Dec = Decimal.clone({ precision: 50, rounding: Decimal.ROUND_HALF_UP });
export type Dec = InstanceType<typeof Dec>;
export type DecimalInput = Dec | string | number;

export const dec = (value: DecimalInput): Dec => new Dec(value);

/** THB amounts: 2 places, half-up (DESIGN §3). */
export const roundAmount = (value: DecimalInput): Dec => dec(value).toDecimalPlaces(2, Dec.ROUND_HALF_UP);

/** Units: 4 places, always down, so the fund never issues or pays out more than the money covers. */
export const roundUnits = (value: DecimalInput): Dec => dec(value).toDecimalPlaces(4, Dec.ROUND_DOWN);

/** NAV per unit: 4 places, half-up. */
export const roundNav = (value: DecimalInput): Dec => dec(value).toDecimalPlaces(4, Dec.ROUND_HALF_UP);

/** JSON carries decimals as strings with their fixed places. */
export const amountString = (value: DecimalInput): string => roundAmount(value).toFixed(2);
export const unitsString = (value: DecimalInput): string => roundUnits(value).toFixed(4);
export const navString = (value: DecimalInput): string => roundNav(value).toFixed(4);
