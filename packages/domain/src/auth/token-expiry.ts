/**
 * Spec §4: "A token counts as expired when its exp claim is not in the future." The portal reads the expiry the
 * API reports for the session's access token; an unreadable time counts as expired, so nobody stays signed in on
 * a value it cannot check.
 */
export function isTokenExpired(expiresAt: string | Date, now: Date): boolean {
  const expiry = expiresAt instanceof Date ? expiresAt.getTime() : Date.parse(expiresAt);
  if (Number.isNaN(expiry)) return true;
  return expiry <= now.getTime();
}
