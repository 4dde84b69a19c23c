import type { Answer } from '@fund/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { apiRequest } from '../../lib/api-client.ts';
import { useSession } from '../../lib/session/session-provider.tsx';
import { redeemHandoff } from './api.ts';

/** The phone opens the desktop's hand-off link: the token is spent once, and the photo step opens signed in. */
export function HandoffPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { signIn } = useSession();
  const [failed, setFailed] = useState(false);
  const spent = useRef(false);
  const token = params.get('token') ?? '';

  useEffect(() => {
    // The token is single-use: a second render must not spend it again.
    if (spent.current) return;
    spent.current = true;
    (async () => {
      await redeemHandoff(token);
      const { user } = await apiRequest<Partial<Answer<'/me'>>>('/me', { quietUnauthorized: true });
      if (!user) throw new Error('no session after the hand-off');
      signIn(user);
      navigate('/kyc/identity', { replace: true });
    })().catch(() => setFailed(true));
  }, [token, signIn, navigate]);

  return (
    <div className="stack card-narrow">
      <h1>{t('kyc.handoff.title')}</h1>
      {failed ? (
        <p className="form-error" role="alert">
          {t('kyc.handoff.invalid')}
        </p>
      ) : (
        <p role="status">{t('kyc.handoff.redeeming')}</p>
      )}
    </div>
  );
}
