import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ProgressBar } from '../../components/route-progress-bar.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useLanguage } from '../../lib/i18n/use-language.ts';
import { type ChangeRequest, useProfile } from './api.ts';
import { PhoneVerification } from './phone-verification.tsx';
import { WalletSection } from './wallet-section.tsx';
import './profile.css';

/** "general.monthlyIncome" → the label the onboarding form gives that field. */
function useFieldLabel() {
  const { t } = useTranslation();
  return (field: string) => {
    const [section, name] = field.split('.');
    if (field === 'personal.beneficiary') return t('kyc.personal.beneficiaryType');
    if (section === 'wallet') return t(`profile.wallet.field.${name}`);
    return t(`kyc.${section}.${name}`, { defaultValue: name });
  };
}

function RequestItem({ request }: { request: ChangeRequest }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const label = useFieldLabel();
  return (
    <li className="change-request">
      <p className="change-request-head">
        <strong>{t(`profile.requests.kind.${request.kind}`)}</strong>
        <span className={`change-request-status status-${request.status.toLowerCase()}`}>
          {t(`profile.requests.status.${request.status}`)}
        </span>
      </p>
      <p>{t('profile.requests.fields', { fields: Object.keys(request.after).map(label).join(', ') })}</p>
      {request.reason && <p role="note">{t('profile.requests.reason', { reason: request.reason })}</p>}
      <p className="muted">
        {t('profile.requests.sentAt', { date: formatDateTime(language, request.createdAt) })}
      </p>
    </li>
  );
}

const addressLine = (address: unknown) => {
  if (!address || typeof address !== 'object') return '-';
  const a = address as Record<string, string | undefined>;
  return [a.houseDetail, a.subDistrict, a.district, a.province, a.state, a.postalCode]
    .filter(Boolean)
    .join(' ');
};

/**
 * Spec screen 24 "personal information": after approval the investor changes their data here (DESIGN §4
 * "Servicing"); the requests waiting for compliance, and why one was not approved, show below.
 */
export function ProfilePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('profile.title'));
  const { data, error } = useProfile();
  if (error)
    return (
      <p className="form-error" role="alert">
        {t('kyc.loadFailed')}
      </p>
    );
  if (!data) return <ProgressBar />;
  const verified = data.status === 'VERIFIED';
  return (
    <div className="stack profile-page">
      <h1>{t('profile.title')}</h1>
      {verified ? (
        <p className="lead">{t('profile.lead')}</p>
      ) : (
        <p className="lead">
          {t('profile.notVerified')} <Link to="/kyc">{t('profile.toVerification')}</Link>
        </p>
      )}
      <section className="section-card" aria-labelledby="profile-general">
        <h2 id="profile-general">{t('profile.sections.general')}</h2>
        <dl className="profile-facts">
          <dt>{t('profile.phone')}</dt>
          <dd>
            {String(data.general?.phone ?? '-')}
            <PhoneVerification />
          </dd>
          <dt>{t('profile.currentAddress')}</dt>
          <dd>{addressLine(data.general?.currentAddress)}</dd>
        </dl>
        <Link className="button button-secondary" to="/kyc/general">
          {t('profile.edit')}
          <span className="visually-hidden"> {t('profile.sections.general')}</span>
        </Link>
      </section>
      <section className="section-card" aria-labelledby="profile-personal">
        <h2 id="profile-personal">{t('profile.sections.personal')}</h2>
        <Link className="button button-secondary" to="/kyc/personal">
          {t('profile.edit')}
          <span className="visually-hidden"> {t('profile.sections.personal')}</span>
        </Link>
      </section>
      <section className="section-card" aria-labelledby="profile-bank">
        <h2 id="profile-bank">{t('profile.sections.bank')}</h2>
        <Link className="button button-secondary" to="/kyc/bank-account">
          {t('profile.edit')}
          <span className="visually-hidden"> {t('profile.sections.bank')}</span>
        </Link>
      </section>
      {verified && <WalletSection />}
      <section className="section-card" aria-labelledby="profile-requests">
        <h2 id="profile-requests">{t('profile.requests.title')}</h2>
        {data.changeRequests.length === 0 ? (
          <p className="muted">{t('profile.requests.none')}</p>
        ) : (
          <ul className="change-requests">
            {data.changeRequests.map((request) => (
              <RequestItem key={request.id} request={request} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
