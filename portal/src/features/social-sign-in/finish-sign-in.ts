import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useToast } from '../../components/toast/toast-provider.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { knownUuidFor } from '../../lib/session/known-account.ts';
import { useSession } from '../../lib/session/session-provider.tsx';
import type { SessionUser } from '../../lib/session/stored-user.ts';
import { isSecurityLocked } from '../auth/index.ts';

/**
 * What every provider sign-in does with the API's answer, as the password login does: a locked account goes to
 * /suspended without being signed in; otherwise the user is signed in, told so, and `then` runs (usually: open
 * the next page).
 */
export function useFinishSignIn() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { showToast } = useToast();
  const { signIn } = useSession();

  const finish = useCallback(
    async (user: SessionUser): Promise<'signed-in' | 'locked'> => {
      if (await isSecurityLocked(user.uuid).catch(() => false)) {
        navigate('/suspended', { replace: true });
        return 'locked';
      }
      signIn(user);
      showToast({ kind: 'success', message: t('login.success') });
      return 'signed-in';
    },
    [navigate, showToast, signIn, t],
  );

  /**
   * The API answers a locked account like a wrong password; when this device knows the account of `email`, the
   * lock check tells them apart and its owner goes to /suspended. True when it did.
   */
  const sentToSuspended = useCallback(
    async (error: unknown, email: string | null): Promise<boolean> => {
      if (!(error instanceof ApiError) || error.code !== 'AUTH_INVALID_CREDENTIALS' || !email) return false;
      const uuid = knownUuidFor(email);
      if (!uuid || !(await isSecurityLocked(uuid).catch(() => false))) return false;
      navigate('/suspended', { replace: true });
      return true;
    },
    [navigate],
  );

  return { finish, sentToSuspended };
}
