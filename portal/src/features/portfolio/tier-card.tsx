import { bangkokDate } from '@fund/domain';
import { useTranslation } from 'react-i18next';
import { formatDay, formatMoney, textOf } from '../../lib/format.ts';
import { useLanguage } from '../../lib/i18n/use-language.ts';
import type { CustomerTier } from './api.ts';

/**
 * The investor's customer tier on the overview: its name, since when, its benefits in the reader's language, and
 * what reaches the next tier. The API sends no tier while tiers are off, and then nothing shows.
 */
export function TierCard({ tier }: { tier: CustomerTier | undefined }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (!tier) return null;
  const benefits = language.startsWith('en') ? tier.benefits.en : tier.benefits.th;
  return (
    <section className="card stack tier-card" aria-labelledby="tier-card-title">
      <div className="tier-card-head">
        <h2 id="tier-card-title">{t('portfolio.tier.title')}</h2>
        <p className="tier-card-name">{t('portfolio.tier.name', { name: textOf(language, tier.name) })}</p>
        {tier.since && (
          <p className="muted">
            {t('portfolio.tier.since', { date: formatDay(language, bangkokDate(new Date(tier.since))) })}
          </p>
        )}
      </div>
      {benefits.length > 0 && (
        <>
          <h3>{t('portfolio.tier.benefits')}</h3>
          <ul className="tier-card-benefits">
            {benefits.map((benefit) => (
              <li key={benefit}>{benefit}</li>
            ))}
          </ul>
        </>
      )}
      <p className="muted">
        {tier.next
          ? t('portfolio.tier.next', {
              name: textOf(language, tier.next.name),
              amount: formatMoney(language, tier.next.minAum),
            })
          : t('portfolio.tier.top')}
      </p>
      <p className="muted tier-card-rule">{t('portfolio.tier.rule')}</p>
    </section>
  );
}
