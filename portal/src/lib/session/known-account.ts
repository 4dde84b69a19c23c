/**
 * The last account that signed in on this device, kept after logout. The login API answers a locked account
 * exactly like a wrong password (no account enumeration); only a device that already knows the account's uuid
 * can ask the security-locked check (spec §7) and send its owner to /suspended.
 */
export interface KnownAccount {
  email: string;
  uuid: string;
}

const key = 'knownAccount';

export function rememberAccount(account: KnownAccount): void {
  try {
    window.localStorage.setItem(key, JSON.stringify({ email: account.email, uuid: account.uuid }));
  } catch {
    // Storage can be blocked; the lock is then only shown by e-mail.
  }
}

/** The uuid of this device's known account when `email` is that account's, else null. */
export function knownUuidFor(email: string): string | null {
  try {
    const parsed = JSON.parse(window.localStorage.getItem(key) ?? 'null') as Partial<KnownAccount> | null;
    if (typeof parsed?.email !== 'string' || typeof parsed.uuid !== 'string') return null;
    return parsed.email.toLowerCase() === email.trim().toLowerCase() ? parsed.uuid : null;
  } catch {
    return null;
  }
}
