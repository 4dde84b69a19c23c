import { isStaffRole, type Language, type StaffRole } from '@fund/domain';
import { type AuthProvider, HttpError, type UserIdentity } from 'react-admin';
import type { HttpClient } from './http-client.ts';
import { toProblemError } from './problem.ts';

interface SessionUser {
  uuid: string;
  email: string;
  role: string | null;
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
    const user = await readUser();
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
    },
    async logout() {
      if (isInvestorSession) return;
      // A failed call leaves only a server-side session that expires on its own; the screen still signs out.
      await endSession().catch(() => undefined);
    },
    async checkAuth() {
      await readStaff();
    },
    async checkError(error: { status?: number }) {
      // 403 keeps the person signed in; the screen that asked shows the translated refusal.
      if (error?.status === 401) throw error;
    },
    async getIdentity(): Promise<UserIdentity> {
      const user = await readStaff();
      return { id: user.uuid, fullName: user.email };
    },
    async getPermissions(): Promise<StaffRole> {
      return (await readStaff()).role;
    },
  };
}
