import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { useSession } from '../../lib/session/session-provider.tsx';
import './investor-nav.css';

const items = [
  { to: '/portfolio', key: 'overview' },
  { to: '/strategies', key: 'strategies' },
  { to: '/transactions', key: 'history' },
  { to: '/investment-overview', key: 'investmentOverview' },
] as const;

/** A signed-in investor's top navigation; on a phone it takes its own row and scrolls sideways if it must. */
export function InvestorNav() {
  const { t } = useTranslation();
  const { user } = useSession();
  if (!user) return null;
  return (
    <nav className="investor-nav" aria-label={t('portfolio.nav.label')}>
      <ul>
        {items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end={item.to !== '/strategies'}>
              {t(`portfolio.nav.${item.key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
