import type { Answer } from '@fund/contract';
import { isStaffRole, type Language, type StaffRole } from '@fund/domain';
import { type AuthProvider, HttpError, type UserIdentity } from 'react-admin';
import type { HttpClient } from './http-client.ts';
import { toProblemError } from './problem.ts';

/**
 * The signed-in user as `GET /me` answers; `twoFactorEnrolmentRequired`: staff without a confirmed second factor,
 * whom the layout shows only the enrolment page until it is done.
 */
type SessionUser = Answer<'/me'>['user'];

/** The identity the layout reads; `twoFactorEnrolmentRequired` locks the back office to the enrolment page. */
export type StaffIdentity = UserIdentity & { twoFactorEnrolmentRequired: boolean };

/** Set when the API ended the session for 30 idle minutes, so the login page says why it is showing. */
const idleFlag = 'backoffice.signed-out-idle';

/**
 * Whether the last sign-out was for idleness. It holds until the staff member signs in again: a screen's requests
 * come back in any order, and react-admin may show the login page more than once on the way, so reading it must not
 * use it up.
 */
export function wasSignedOutIdle(): boolean {
  return sessionStorage.getItem(idleFlag) === '1';
}

const idleEvent = 'backoffice:signed-out-idle';

function noteIdleSignOut(error: unknown) {
  if ((error as { code?: unknown } | null)?.code !== 'AUTH_SESSION_IDLE') return;
  sessionStorage.setItem(idleFlag, '1');
  window.dispatchEvent(new Event(idleEvent));
}

/**
 * Calls back when an idle sign-out is noted after the login page is already showing: a screen sends several requests
 * at once, and the one the API answers AUTH_SESSION_IDLE (it ends the session) may come back after another one's
 * plain 401 has led to the login page. Returns the unsubscribe.
 */
export function onIdleSignOut(listener: () => void): () => void {
  window.addEventListener(idleEvent, listener);
  return () => window.removeEventListener(idleEvent, listener);
}

type StaffUser = SessionUser & { role: StaffRole };

function isStaffUser(user: SessionUser | undefined): user is StaffUser {
  return user !== undefined && isStaffRole(user.role);
}

/**
 * Sessions are HttpOnly cookies set by the API, so the back office never holds a token: it asks `/me` who is
 * signed in. Investors (role null) have no place here and are refused even with a valid session.
 */
export function createAuthProvider(httpClient: HttpClient, getLanguage: () => Language): AuthProvider {
  let pendingUser: Promise<SessionUser> | null = null;
  // The portal shares this browser's session cookie in some set-ups; turning an investor away here must not
  // sign them out of the portal, so logout skips the server when the session is known to be an investor's.
  let isInvestorSession = false;

  // The same refusal the API gives a non-staff caller, so it reads and retries like one.
  const forbidden = () => toProblemError(new HttpError('', 403, { code: 'AUTH_FORBIDDEN' }), getLanguage());
  const endSession = () => httpClient('/api/auth/logout', { method: 'POST' });

  // checkAuth, getIdentity and getPermissions run together on each page; one request answers all three.
  const readUser = (): Promise<SessionUser> => {
    pendingUser ??= httpClient('/api/me')
      .then(({ json }) => json.user as SessionUser)
      .finally(() => {
        pendingUser = null;
      });
    return pendingUser;
  };

  const readStaff = async (): Promise<StaffUser> => {
    const user = await readUser().catch((error: unknown) => {
      noteIdleSignOut(error);
      throw error;
    });
    isInvestorSession = !isStaffUser(user);
    if (!isStaffUser(user)) throw forbidden();
    return user;
  };

  return {
    async login({ email, password, twoFactor }: { email: string; password: string; twoFactor?: string }) {
      // The code from the authenticator app goes with the password once two-factor sign-in is on.
      const code = twoFactor?.trim();
      const { json } = await httpClient('/api/auth/login', {
        method: 'POST',
        body: JSON.stringify(code ? { email, password, twoFactor: code } : { email, password }),
      });
      if (!isStaffUser(json.user)) {
        await endSession();
        throw forbidden();
      }
      isInvestorSession = false;
      sessionStorage.removeItem(idleFlag);
    },
    async logout() {
      if (isInvestorSession) return;
      // A failed call leaves only a server-side session that expires on its own; the screen still signs out.
      await endSession().catch(() => undefined);
    },
    async checkAuth() {
      await readStaff();
    },
    async checkError(error: { status?: number; code?: string }) {
      // 403 keeps the person signed in; the screen that asked shows the translated refusal.
      if (error?.status !== 401) return;
      noteIdleSignOut(error);
      // The login page says the idle sign-out itself, so no passing notification repeats it.
      throw error.code === 'AUTH_SESSION_IDLE' ? { message: false } : error;
    },
    async getIdentity(): Promise<StaffIdentity> {
      const user = await readStaff();
      return {
        id: user.uuid,
        fullName: user.email,
        twoFactorEnrolmentRequired: user.twoFactorEnrolmentRequired === true,
      };
    },
    async getPermissions(): Promise<StaffRole> {
      return (await readStaff()).role;
    },
  };
}
