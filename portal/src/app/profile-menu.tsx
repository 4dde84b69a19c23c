import { lookupFlag } from '@fund/domain';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useFeatureFlags } from '../lib/feature-flags.ts';
import { useSession } from '../lib/session/session-provider.tsx';

/** Whether the Tools screen is offered: the `showToolsMenu` feature flag (spec §9), off unless turned on. */
export function useToolsShown(): { shown: boolean; loading: boolean } {
  const flags = useFeatureFlags();
  return {
    shown: flags.data !== undefined && lookupFlag(flags.data.flags, 'showToolsMenu').enabled,
    loading: flags.isLoading,
  };
}

/** Read only once the menu opens, so a closed menu costs no request. */
function ToolsLink() {
  const { t } = useTranslation();
  const { shown } = useToolsShown();
  return shown ? <Link to="/tools">{t('shell.tools')}</Link> : null;
}

/** Spec screen 24: verify identity, personal information, security, and the Tools screen; then log out. */
export function ProfileMenu() {
  const { t } = useTranslation();
  const { user } = useSession();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const menuId = useId();

  // biome-ignore lint/correctness/useExhaustiveDependencies: the menu closes whenever the page changes.
  useEffect(() => setOpen(false), [pathname]);

  // Signed out, the pages themselves offer log in and sign up.
  if (!user) return null;

  return (
    <div className="profile-menu">
      <button
        type="button"
        className="profile-button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        {t('shell.profileMenu')}
      </button>
      {open && (
        <nav id={menuId} className="profile-menu-list" aria-label={t('shell.profileMenu')}>
          <p className="profile-email">{user.email}</p>
          <Link to="/kyc">{t('shell.verifyIdentity')}</Link>
          <Link to="/profile">{t('shell.personalInfo')}</Link>
          <Link to="/kyc/bank-account">{t('kyc.bank.title')}</Link>
          <Link to="/security">{t('shell.security')}</Link>
          <Link to="/statements">{t('portfolio.nav.statements')}</Link>
          <ToolsLink />
          <Link to="/auth/logout">{t('shell.logout')}</Link>
        </nav>
      )}
    </div>
  );
}
