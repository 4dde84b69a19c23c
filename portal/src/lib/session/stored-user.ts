import type { Answer } from '@fund/contract';

type MeUser = Answer<'/me'>['user'];

/**
 * The signed-in user as `/me` and the sign-in calls answer it. A user kept on the device by an earlier version may
 * lack the later fields: the e-mail language, whether the e-mail is verified and when the access token expires.
 */
export type SessionUser = Pick<MeUser, 'uuid' | 'email' | 'role' | 'isAdmin' | 'customerType'> &
  Partial<Pick<MeUser, 'language' | 'emailVerified' | 'accessTokenExpiresAt'>>;

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
