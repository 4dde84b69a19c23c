/** A quick shape check for instant feedback; the API's validator has the last word. */
export function isEmailFormat(value: string): boolean {
  return /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value) && value.length <= 254;
}
