import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ProgressBar } from '../components/route-progress-bar.tsx';
import { useDocumentTitle } from '../lib/document-title.ts';
import { NotFoundPage } from './not-found-page.tsx';
import { useToolsShown } from './profile-menu.tsx';

/** The investor's handy links, in the order they are most often wanted. */
const tools = [
  { to: '/transactions', label: 'portfolio.nav.history' },
  { to: '/investment-overview', label: 'portfolio.nav.investmentOverview' },
  { to: '/statements', label: 'portfolio.nav.statements' },
  { to: '/strategies', label: 'portfolio.nav.strategies' },
  { to: '/strategies/compare', label: 'shell.toolsPage.compare' },
  { to: '/security', label: 'shell.security' },
] as const;

/** `/tools` (spec screen 24): only while the `showToolsMenu` flag is on; otherwise the address does not exist. */
export function ToolsPage() {
  const { t } = useTranslation();
  const { shown, loading } = useToolsShown();
  useDocumentTitle(t('shell.tools'));
  if (loading) return <ProgressBar />;
  if (!shown) return <NotFoundPage />;
  return (
    <section className="card card-narrow stack">
      <h1>{t('shell.tools')}</h1>
      <p className="muted">{t('shell.toolsPage.lead')}</p>
      <ul>
        {tools.map((tool) => (
          <li key={tool.to}>
            <Link to={tool.to}>{t(tool.label)}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
