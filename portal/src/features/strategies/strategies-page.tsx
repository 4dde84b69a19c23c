import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { ProgressBar } from '../../components/route-progress-bar.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { formatDay, formatMoney, formatNav, textOf } from '../../lib/format.ts';
import { useLanguage } from '../../lib/i18n/use-language.ts';
import { useSession } from '../../lib/session/session-provider.tsx';
import { type Strategy, useFavourites, useStrategySearch } from './api.ts';
import { FavouriteToggle } from './favourite-toggle.tsx';
import {
  codesQuery,
  DemoLabel,
  InvestPicked,
  maxCompared,
  minPicked,
  parseCodes,
  ReturnValue,
} from './strategy-bits.tsx';
import './strategies.css';

const searchDelayMs = 300;

/** Spec screen 17: every strategy, the search and its result count, favourites and picking 2-4 to compare or invest. */
export function StrategiesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('strategies.list.title'));
  const { status } = useSession();
  const signedIn = status === 'signed-in';
  const searchId = useId();
  // The search and the picks live in the address, so coming back from the comparison finds them as they were.
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const picked = parseCodes(params.get('codes')).slice(0, maxCompared);
  // Only a signed-in investor has favourites; the filter is ignored in an address opened signed out.
  const favouritesOnly = signedIn && params.get('favourites') === '1';
  const favourites = useFavourites(signedIn);
  const [typed, setTyped] = useState(search);
  // The previous results stay on screen while the next search loads (no loading bar after the first load); the
  // count always describes the results shown, and says a newer search is on its way.
  const { data, error, isLoading } = useStrategySearch(search);
  const searching = isLoading || typed.trim() !== search;

  const update = useCallback(
    (key: 'q' | 'codes' | 'favourites', value: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set(key, value);
          else next.delete(key);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  useEffect(() => {
    const wanted = typed.trim();
    if (wanted === search) return;
    const timer = window.setTimeout(() => update('q', wanted), searchDelayMs);
    return () => window.clearTimeout(timer);
  }, [typed, search, update]);

  const favouriteCodes = favourites.data?.data.map((favourite) => favourite.strategyCode);
  // The list is filtered here: the API answers every strategy at once, and the favourites are the investor's own.
  const shown =
    favouritesOnly && data
      ? favouriteCodes && data.data.filter((strategy) => favouriteCodes.includes(strategy.code))
      : data?.data;
  const count = favouritesOnly || !data ? (shown?.length ?? 0) : data.total;

  const toggle = (code: string, on: boolean) =>
    update('codes', (on ? [...picked, code] : picked.filter((c) => c !== code)).join(','));

  return (
    <div className="strategies-page stack">
      <h1>{t('strategies.list.title')}</h1>
      <p className="lead">{t('strategies.list.lead')}</p>
      <div className="strategy-search">
        <label htmlFor={searchId}>{t('strategies.list.search')}</label>
        <input
          id={searchId}
          type="search"
          value={typed}
          maxLength={100}
          placeholder={t('strategies.list.searchHint')}
          onChange={(event) => setTyped(event.target.value)}
        />
      </div>
      {signedIn && (
        <label className="strategy-favourites-only">
          <input
            type="checkbox"
            checked={favouritesOnly}
            onChange={(event) => update('favourites', event.target.checked ? '1' : '')}
          />
          {t('strategies.list.favouritesOnly')}
        </label>
      )}
      {error || (favouritesOnly && favourites.error) ? (
        <p className="form-error" role="alert">
          {t('strategies.loadFailed')}
        </p>
      ) : !shown ? (
        <ProgressBar />
      ) : (
        <>
          <p className="strategy-count" role="status">
            {count === 1 ? t('strategies.list.countOne') : t('strategies.list.count', { count })}
            {searching && <span className="muted strategy-searching"> {t('strategies.list.searching')}</span>}
          </p>
          {shown.length === 0 ? (
            <p className="muted">
              {favouritesOnly && favouriteCodes?.length === 0
                ? t('strategies.list.noFavourites')
                : t('strategies.list.empty')}
            </p>
          ) : (
            <ul className="strategy-cards" aria-busy={searching}>
              {shown.map((strategy) => (
                <StrategyCard
                  key={strategy.code}
                  strategy={strategy}
                  signedIn={signedIn}
                  picked={picked.includes(strategy.code)}
                  canPick={picked.length < maxCompared}
                  onPick={(on) => toggle(strategy.code, on)}
                />
              ))}
            </ul>
          )}
        </>
      )}
      <PickBar picked={picked} signedIn={signedIn} />
    </div>
  );
}

interface CardProps {
  strategy: Strategy;
  signedIn: boolean;
  picked: boolean;
  canPick: boolean;
  onPick: (on: boolean) => void;
}

function StrategyCard({ strategy, signedIn, picked, canPick, onPick }: CardProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const name = textOf(language, strategy.name);
  const headingId = useId();
  return (
    <li className="card strategy-card" aria-labelledby={headingId}>
      <div className="strategy-card-head">
        <div>
          <h2 id={headingId}>
            <Link to={`/strategies/${encodeURIComponent(strategy.code)}`}>{name}</Link>
          </h2>
          <p className="muted">
            {strategy.code} · {textOf(language, strategy.type)}
          </p>
        </div>
        {signedIn && <FavouriteToggle code={strategy.code} name={name} />}
      </div>
      <dl className="strategy-facts">
        <div>
          <dt>{t('strategies.fields.riskLevel')}</dt>
          <dd>{t('strategies.fields.riskLevelValue', { level: strategy.riskLevel })}</dd>
        </div>
        <div>
          <dt>{t('strategies.fields.nav')}</dt>
          <dd>
            {strategy.nav ? formatNav(language, strategy.nav) : t('strategies.fields.noNav')}
            {strategy.navDate && (
              <span className="muted strategy-asof">
                {t('strategies.fields.navAsOf', { date: formatDay(language, strategy.navDate) })}
              </span>
            )}
          </dd>
        </div>
        <div>
          <dt>{t('strategies.fields.return1Y')}</dt>
          <dd>
            <ReturnValue value={strategy.returns['1Y']} />
          </dd>
        </div>
        <div>
          <dt>{t('strategies.fields.returnYTD')}</dt>
          <dd>
            <ReturnValue value={strategy.returns.YTD} />
          </dd>
        </div>
        <div>
          <dt>{t('strategies.fields.minFirst')}</dt>
          <dd>
            {t('strategies.fields.baht', {
              amount: formatMoney(language, strategy.minimums.firstInvestment),
            })}
          </dd>
        </div>
      </dl>
      <DemoLabel strategy={strategy} />
      <label className="strategy-pick">
        <input
          type="checkbox"
          checked={picked}
          disabled={!picked && !canPick}
          onChange={(event) => onPick(event.target.checked)}
        />
        {t('strategies.list.compareThis', { name })}
      </label>
    </li>
  );
}

function PickBar({ picked, signedIn }: { picked: string[]; signedIn: boolean }) {
  const { t } = useTranslation();
  const enough = picked.length >= minPicked;
  return (
    <div className="strategy-pickbar" aria-live="polite">
      <p>
        {picked.length === 0
          ? t('strategies.list.pickHint')
          : t('strategies.list.picked', { count: picked.length })}
        {picked.length >= maxCompared && <span className="muted"> {t('strategies.list.tooMany')}</span>}
      </p>
      <div className="actions">
        {enough ? (
          <Link className="button button-secondary" to={`/strategies/compare?codes=${codesQuery(picked)}`}>
            {t('strategies.list.compare')}
          </Link>
        ) : (
          <button type="button" className="button button-secondary" disabled>
            {t('strategies.list.compare')}
          </button>
        )}
        {signedIn && enough && <InvestPicked picked={picked} />}
      </div>
    </div>
  );
}
