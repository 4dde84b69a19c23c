import type { KycWaitingAge } from '@fund/domain';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import {
  Title,
  useCreatePath,
  useDataProvider,
  useGetIdentity,
  usePermissions,
  useTranslate,
} from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { AppDataProvider, QueueCount } from '../providers/data-provider.ts';

type Tone = 'default' | 'good' | 'late';

/** One count, a link to its list filtered exactly as the API counted it. */
function CountLink({
  resource,
  item,
  label,
  tone = 'default',
}: {
  resource: string;
  item: QueueCount;
  label: string;
  tone?: Tone;
}) {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const colour =
    tone === 'late' && item.count > 0 ? 'error.main' : tone === 'good' ? 'success.main' : 'text.primary';
  return (
    <Link
      component={RouterLink}
      to={{
        pathname: createPath({ resource, type: 'list' }),
        search: `?filter=${encodeURIComponent(JSON.stringify(item.filter))}`,
      }}
      aria-label={translate('app.dashboard.count_link', { label, count: item.count })}
      underline="hover"
      sx={{ display: 'flex', alignItems: 'baseline', gap: 1, py: 0.5, minWidth: 0 }}
    >
      <Typography component="span" variant="h5" sx={{ color: colour, minWidth: '2.5ch', textAlign: 'end' }}>
        {item.count}
      </Typography>
      <Typography component="span" sx={{ overflowWrap: 'anywhere' }}>
        {label}
      </Typography>
    </Link>
  );
}

function QueueCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined" component="section" aria-label={title}>
      <CardContent>
        <Typography component="h2" variant="h6" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

const ageTones: Record<string, Tone> = {
  UNDER_1_DAY: 'good',
  DAYS_1_TO_2: 'default',
  OVER_2_DAYS: 'late',
} satisfies Record<KycWaitingAge, Tone>;

/**
 * The landing page after sign-in: the work waiting in each queue the role may read, so the oldest KYC cases (the
 * promise to investors is a decision in 1-2 days) and the approvals are seen first. Counts come from the API with
 * the filter each was counted by, and link to the list filtered the same way.
 */
export function Dashboard() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { identity } = useGetIdentity();
  const { permissions: role } = usePermissions<string>();
  const work = useQuery({ queryKey: ['dashboard'], queryFn: () => dataProvider.waitingWork() });
  const t = (key: string) => translate(`app.dashboard.${key}`);
  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2 }}>
      <Title title="app.title" />
      <Box>
        <Typography component="h1" variant="h5">
          {t('title')}
        </Typography>
        {identity && role && (
          <Typography color="text.secondary">
            {translate('app.dashboard.signed_in_as', { email: identity.fullName })} ·{' '}
            {translate('app.dashboard.role', { role: translate(`app.roles.${role}`) })}
          </Typography>
        )}
      </Box>
      {work.isError && <Typography role="alert">{t('load_failed')}</Typography>}
      {work.data && (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: {
              xs: '1fr',
              md: 'repeat(2, minmax(0, 1fr))',
              lg: 'repeat(4, minmax(0, 1fr))',
            },
            alignItems: 'start',
          }}
        >
          {work.data.kycCases && (
            <QueueCard title={t('kyc_title')}>
              <Typography component="h3" variant="subtitle2" color="text.secondary">
                {t('kyc_by_age')}
              </Typography>
              {work.data.kycCases.byAge.map((item) => (
                <CountLink
                  key={item.key}
                  resource="kyc-cases"
                  item={item}
                  label={t(`ages.${item.key}`)}
                  tone={ageTones[item.key]}
                />
              ))}
              <Typography component="h3" variant="subtitle2" color="text.secondary" sx={{ mt: 1 }}>
                {t('kyc_by_status')}
              </Typography>
              {work.data.kycCases.byStatus.map((item) => (
                <CountLink
                  key={item.key}
                  resource="kyc-cases"
                  item={item}
                  label={translate(`resources.kyc-cases.statuses.${item.key}`)}
                />
              ))}
            </QueueCard>
          )}
          {work.data.orders && (
            <QueueCard title={t('orders_title')}>
              <CountLink resource="orders" item={work.data.orders} label={t('orders_label')} />
            </QueueCard>
          )}
          {work.data.deposits && (
            <QueueCard title={t('deposits_title')}>
              <CountLink resource="deposits" item={work.data.deposits} label={t('deposits_label')} />
            </QueueCard>
          )}
          {work.data.navs && (
            <QueueCard title={t('navs_title')}>
              <CountLink resource="navs" item={work.data.navs} label={t('navs_label')} />
            </QueueCard>
          )}
          {work.data.payouts && (
            <QueueCard title={t('payouts_title')}>
              {work.data.payouts.map((item) => (
                <CountLink
                  key={item.key}
                  resource="payouts"
                  item={item}
                  label={t(`payouts.${item.key}`)}
                  tone={item.key === 'HELD' ? 'late' : 'default'}
                />
              ))}
            </QueueCard>
          )}
        </Box>
      )}
    </Box>
  );
}
