/** The signed-in user as `/me` and the sign-in calls answer it. */
export interface SessionUser {
  uuid: string;
  email: string;
  role: string | null;
  isAdmin: boolean;
  customerType: string;
  /** The language the account's e-mails are written in; the portal keeps it in step with its language switch. */
  language?: string;
  /** False until the e-mail is verified with its OTP; older API answers may not carry it. */
  emailVerified?: boolean;
  /** When the access token stops being accepted (ISO time); older API answers may not carry it. */
  accessTokenExpiresAt?: string | null;
}

/** Spec §3: "The user record is stored locally", under this key; it holds no token. */
export const storedUserKey = 'user';

function isSessionUser(value: unknown): value is SessionUser {
  const user = value as Partial<SessionUser> | null;
  return typeof user?.uuid === 'string' && typeof user.email === 'string';
}

export function readStoredUser(): SessionUser | null {
  try {
    const raw = window.localStorage.getItem(storedUserKey);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return isSessionUser(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function storeUser(user: SessionUser | null): void {
  try {
    if (user) window.localStorage.setItem(storedUserKey, JSON.stringify(user));
    else window.localStorage.removeItem(storedUserKey);
  } catch {
    // Storage can be blocked; the session then lasts for this page only.
  }
}
