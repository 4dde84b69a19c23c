import { bangkokDate } from '@fund/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDay } from '../../lib/format.ts';
import { useLanguage } from '../../lib/i18n/use-language.ts';
import { useSuitabilityResult } from './api.ts';

/**
 * Tells the investor that their suitability assessment expires within 30 days (or has expired, when increases and
 * switches wait for a new one), with the way to redo it. The API decides the standing on its own clock; while it
 * is valid, or not known, nothing shows.
 */
export function SuitabilityExpiryNotice() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data } = useSuitabilityResult();
  if (!data || data.standing === 'VALID' || !data.standing) return null;
  const date = formatDay(language, bangkokDate(new Date(data.expiresAt)));
  return (
    <div className="portfolio-note stack" role="note">
      <p>
        {data.standing === 'EXPIRING'
          ? t('questionnaires.expiry.expiring', { date })
          : t('questionnaires.expiry.expired', { date })}
      </p>
      <Link to="/kyc/suitability">{t('questionnaires.expiry.redo')}</Link>
    </div>
  );
}
