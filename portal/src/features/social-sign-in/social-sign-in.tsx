import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { safeNextPath } from '../../lib/safe-next.ts';
import { appleStart, type Consents, type ProviderSettings, useProviders } from './api.ts';
import { ConsentDialog } from './consent-dialog.tsx';
import { MerkleForm } from './merkle-form.tsx';
import {
  authorizeUrl,
  browser,
  providerNameKey,
  type RedirectProvider,
  randomToken,
  savePendingFlow,
} from './pending-flow.ts';
import './social-sign-in.css';
import './wallet-token.ts';

type Choice = RedirectProvider | 'merkle';

const choices: Choice[] = ['google', 'apple', 'true-money', 'merkle', 'merkle-google'];

const buttonKey = {
  google: 'social.google',
  'merkle-google': 'social.merkleGoogle',
  apple: 'social.apple',
  'true-money': 'social.trueMoney',
  merkle: 'social.merkle',
} as const;

function settingsOf(providers: ProviderSettings, choice: Choice) {
  switch (choice) {
    case 'google':
      return providers.google;
    case 'merkle-google':
      return providers.merkleGoogle;
    case 'apple':
      return providers.apple;
    case 'true-money':
      return providers.trueMoney;
    case 'merkle':
      return providers.merkle.enabled ? providers.merkle : null;
  }
}

/**
 * Google, Apple, the wallet app and the sister platform (spec §2 screen 7): one button per provider the API
 * offers. Redirect providers leave with a fresh state and nonce kept for this visit; on the sign-up page the
 * consents are asked for first, since the sign-in may create the account.
 */
export function SocialSignIn({ mode }: { mode: 'login' | 'signup' }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const headingId = useId();
  const merkleFormId = useId();
  const { data: providers } = useProviders();
  const [asking, setAsking] = useState<Choice | null>(null);
  const [consents, setConsents] = useState<Consents | undefined>(undefined);
  const [merkleOpen, setMerkleOpen] = useState(false);
  const [appleFailed, setAppleFailed] = useState(false);
  const next = safeNextPath(params.get('next'));

  if (!providers) return null;
  const offered = choices.filter((choice) => settingsOf(providers, choice) !== null);
  if (offered.length === 0) return null;

  function start(choice: Choice, accepted: Consents | undefined) {
    if (!providers) return;
    if (choice === 'merkle') {
      setConsents(accepted);
      setMerkleOpen(true);
      return;
    }
    if (choice === 'apple') {
      void startApple(accepted);
      return;
    }
    const settings = choice === 'true-money' ? providers.trueMoney : settingsOf(providers, choice);
    if (!settings || !('authorizeUrl' in settings)) return;
    const clientId =
      'clientId' in settings && typeof settings.clientId === 'string' ? settings.clientId : undefined;
    const flow = {
      provider: choice,
      state: randomToken(),
      nonce: randomToken(),
      next,
      mode,
      ...(accepted ? { consents: accepted } : {}),
    };
    savePendingFlow(flow);
    browser.assign(authorizeUrl(settings.authorizeUrl, choice, flow, clientId));
  }

  /**
   * Apple answers the API by form post, so the API makes the state and nonce and Apple's address; the portal keeps
   * the state, to know on return that this visit started the sign-in, and where to go after it.
   */
  async function startApple(accepted: Consents | undefined) {
    try {
      const { authorizeUrl } = await appleStart(accepted);
      const state = new URL(authorizeUrl, window.location.origin).searchParams.get('state') ?? '';
      savePendingFlow({
        provider: 'apple',
        state,
        nonce: '',
        next,
        mode,
        ...(accepted ? { consents: accepted } : {}),
      });
      browser.assign(authorizeUrl);
    } catch {
      setAppleFailed(true);
    }
  }

  function choose(choice: Choice) {
    if (choice === 'merkle' && merkleOpen) {
      setMerkleOpen(false);
      return;
    }
    if (mode === 'signup') setAsking(choice);
    else start(choice, undefined);
  }

  return (
    <section className="social-sign-in" aria-labelledby={headingId}>
      <h2 id={headingId} className="social-heading">
        {t(mode === 'signup' ? 'social.headingSignup' : 'social.heading')}
      </h2>
      <div className="social-buttons">
        {offered.map((choice) => (
          <button
            key={choice}
            type="button"
            className={`button button-social button-social-${choice}`}
            onClick={() => choose(choice)}
            {...(choice === 'merkle' ? { 'aria-expanded': merkleOpen, 'aria-controls': merkleFormId } : {})}
          >
            {t(buttonKey[choice])}
          </button>
        ))}
      </div>
      {appleFailed && (
        <p className="social-notice" role="alert">
          {t('social.appleUnavailable')}
        </p>
      )}
      {merkleOpen && <MerkleForm id={merkleFormId} next={next} consents={consents} />}
      {asking && (
        <ConsentDialog
          providerName={t(providerNameKey[asking])}
          onCancel={() => setAsking(null)}
          onContinue={(accepted) => {
            setAsking(null);
            start(asking, accepted);
          }}
        />
      )}
    </section>
  );
}
