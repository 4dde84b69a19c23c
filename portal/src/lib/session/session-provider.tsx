import type { Answer } from '@fund/contract';
import { isTokenExpired } from '@fund/domain';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { useToast } from '../../components/toast/toast-provider.tsx';
import { ApiError, apiRequest, forgetCsrfToken, onUnauthorized } from '../api-client.ts';
import { useLanguage } from '../i18n/use-language.ts';
import { rememberAccount } from './known-account.ts';
import { signOutOfSocialProviders } from './social-sign-out.ts';
import { readStoredUser, type SessionUser, storeUser } from './stored-user.ts';

export type SessionStatus = 'checking' | 'signed-in' | 'signed-out';

export interface Session {
  user: SessionUser | null;
  status: SessionStatus;
  /** Set by a sign-in in this visit, so prompts meant for "after sign-in" (the PIN setup) show once. */
  justSignedIn: boolean;
  signIn: (user: SessionUser) => void;
  acknowledgeSignIn: () => void;
  /** Ends the session on the server and here; a second call while one runs joins it (spec §4 guard). */
  logout: () => Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

function isUsable(user: SessionUser | null, now: Date): user is SessionUser {
  if (!user) return false;
  return !user.accessTokenExpiresAt || !isTokenExpired(user.accessTokenExpiresAt, now);
}

async function fetchMe(): Promise<SessionUser | null> {
  try {
    const { user } = await apiRequest<Partial<Answer<'/me'>>>('/me', { quietUnauthorized: true });
    return user ?? null;
  } catch (error) {
    // Spec §8: a 401 on refreshing the user clears the user.
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { showToast } = useToast();
  const { mutate } = useSWRConfig();
  const [user, setUser] = useState<SessionUser | null>(() => {
    const stored = readStoredUser();
    return isUsable(stored, new Date()) ? stored : null;
  });
  // A stored user whose token has expired is checked with /me, which renews the token while the session lives.
  const [status, setStatus] = useState<SessionStatus>(() => {
    const stored = readStoredUser();
    if (!stored) return 'signed-out';
    return isUsable(stored, new Date()) ? 'signed-in' : 'checking';
  });
  const [justSignedIn, setJustSignedIn] = useState(false);
  const loggingOut = useRef<Promise<void> | null>(null);

  const apply = useCallback((next: SessionUser | null) => {
    storeUser(next);
    setUser(next);
    setStatus(next ? 'signed-in' : 'signed-out');
  }, []);

  const refresh = useCallback(async () => {
    try {
      apply(await fetchMe());
    } catch (error) {
      console.error('Could not refresh the signed-in user.', error);
      apply(null);
    }
  }, [apply]);

  useEffect(() => {
    if (status === 'checking') void refresh();
  }, [status, refresh]);

  // When the access token reaches its exp, ask /me again (which renews it while the server session lives). The
  // page stays as it is meanwhile, so nothing the reader is typing is lost; a 401 then signs them out.
  const expiresAt = user?.accessTokenExpiresAt;
  useEffect(() => {
    if (!expiresAt) return;
    const delay = Date.parse(expiresAt) - Date.now();
    if (!(delay < 2 ** 31)) return;
    const timer = window.setTimeout(() => void refresh(), Math.max(delay, 0));
    return () => window.clearTimeout(timer);
  }, [expiresAt, refresh]);

  const signIn = useCallback(
    (next: SessionUser) => {
      forgetCsrfToken();
      rememberAccount(next);
      apply(next);
      setJustSignedIn(true);
    },
    [apply],
  );

  const logout = useCallback(() => {
    if (!loggingOut.current) {
      loggingOut.current = (async () => {
        try {
          await apiRequest('/auth/logout', { method: 'POST' }).catch((error: unknown) => {
            console.error('The server could not end the session; it is cleared here anyway.', error);
          });
          await signOutOfSocialProviders();
        } finally {
          forgetCsrfToken();
          apply(null);
          setJustSignedIn(false);
          // Data fetched for this user must not show to whoever signs in next.
          await mutate(() => true, undefined, { revalidate: false });
          loggingOut.current = null;
        }
      })();
    }
    return loggingOut.current;
  }, [apply, mutate]);

  useEffect(
    () =>
      onUnauthorized(() => {
        showToast({ id: '401', kind: 'error', message: t('session.unauthorized') });
        void logout();
      }),
    [logout, showToast, t],
  );

  // The account's e-mails are written in the language the investor reads the portal in: kept in step once signed
  // in and on every switch. A failed update is tried again at the next switch or sign-in.
  const language = useLanguage();
  const signedIn = user !== null;
  const accountLanguage = user?.language;
  useEffect(() => {
    if (!signedIn || language === accountLanguage) return;
    apiRequest<Answer<'/me/language', 'put'>>('/me/language', { method: 'PUT', body: { language } }).then(
      () =>
        setUser((current) => {
          const next = current && { ...current, language };
          storeUser(next);
          return next;
        }),
      (error: unknown) => console.warn('Could not keep the language on the account.', error),
    );
  }, [signedIn, language, accountLanguage]);

  const session = useMemo<Session>(
    () => ({
      user,
      status,
      justSignedIn,
      signIn,
      acknowledgeSignIn: () => setJustSignedIn(false),
      logout,
    }),
    [user, status, justSignedIn, signIn, logout],
  );

  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside a SessionProvider');
  return session;
}
