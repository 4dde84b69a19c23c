/** Spec §5 and §9: a PIN is exactly 6 characters, digits only (ASCII, as typed on a phone keypad). */
export const pinLength = 6;

export function isPinFormat(pin: string): boolean {
  return /^[0-9]{6}$/.test(pin);
}
