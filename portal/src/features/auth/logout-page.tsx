import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { safeNextPath } from '../../lib/safe-next.ts';
import { useSession } from '../../lib/session/session-provider.tsx';

/** Spec §4 logout: the session's guard makes a repeated visit join the logout already running. */
export function LogoutPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('logout.title'));
  const { logout } = useSession();
  const navigate = useNavigate();
  const next = safeNextPath(useSearchParams()[0].get('next'));

  useEffect(() => {
    let active = true;
    void logout().then(() => {
      if (active) navigate(next, { replace: true });
    });
    return () => {
      active = false;
    };
  }, [logout, navigate, next]);

  return (
    <section className="card card-narrow">
      <h1>{t('logout.title')}</h1>
    </section>
  );
}
