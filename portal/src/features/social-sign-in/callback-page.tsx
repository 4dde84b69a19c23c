import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { apiErrorToken } from '../../components/form/use-form-errors.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useErrorMessage } from '../../lib/i18n/use-language.ts';
import type { SessionUser } from '../../lib/session/stored-user.ts';
import {
  type Consents,
  googleMatch,
  pendingSignInTokenOf,
  providerConsent,
  secondFactorTokenOf,
  signedInUser,
  trueMoneyMatch,
} from './api.ts';
import { ConsentDialog } from './consent-dialog.tsx';
import { useFinishSignIn } from './finish-sign-in.ts';
import { isRedirectProvider, type PendingFlow, providerNameKey, takePendingFlow } from './pending-flow.ts';
import { SecondFactorStep } from './second-factor-step.tsx';
import { storeWalletToken } from './wallet-token.ts';
import './social-sign-in.css';

type SignedInResult = { ok: true; user: SessionUser; allowInvest: boolean | null; flow: PendingFlow };

/**
 * The API needs one more step before anyone is signed in: the sign-up consents (it would open a new account from
 * the login page), or the authenticator's code (the account has 2FA on).
 */
interface ConsentNeeded {
  ok: 'consent' | 'second-factor';
  pendingSignInToken: string;
  email: string | null;
  flow: PendingFlow;
  /** The wallet app's access token, kept once the sign-in is finished. */
  walletAccessToken: string | null;
}

type Result =
  | SignedInResult
  | ConsentNeeded
  | { ok: false; error: unknown; token: string; email: string | null; flow: PendingFlow | null };

/** The e-mail an id token names, read only to find this device's known account after a refusal. */
function emailOfIdToken(idToken: string): string | null {
  try {
    const payload = idToken.split('.')[1] ?? '';
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const email: unknown = (JSON.parse(json) as { email?: unknown }).email;
    return typeof email === 'string' ? email : null;
  } catch {
    return null;
  }
}

/**
 * Apple posts its answer to the API (`response_mode=form_post`), which has verified it and sends the reader here
 * with the state and the outcome: signed in (the session cookie is set), a pending sign-in that needs the
 * consents or the authenticator's code (the account has 2FA on), or the code of a refusal (`PROVIDER` when the
 * reader cancelled at Apple).
 */
async function completeApple(params: URLSearchParams, flow: PendingFlow): Promise<Result> {
  const error = params.get('error');
  if (error === 'PROVIDER') {
    return { ok: false, error: null, token: 'social.callback.providerError', email: null, flow };
  }
  if (error) return { ok: false, error: null, token: `api:${error}`, email: null, flow };
  const pendingSignInToken = params.get('pendingSignInToken');
  if (pendingSignInToken)
    return { ok: 'consent', pendingSignInToken, email: null, flow, walletAccessToken: null };
  const secondFactorToken = params.get('secondFactorToken');
  if (secondFactorToken) {
    return {
      ok: 'second-factor',
      pendingSignInToken: secondFactorToken,
      email: null,
      flow,
      walletAccessToken: null,
    };
  }
  if (params.get('signedIn') !== '1') {
    return { ok: false, error: null, token: 'api:AUTH_PROVIDER_TOKEN_INVALID', email: null, flow };
  }
  return signedInUser().then(
    (user): Result => ({ ok: true, user, allowInvest: null, flow }),
    (error: unknown): Result => ({ ok: false, error, token: 'api', email: null, flow }),
  );
}

async function complete(provider: string | undefined, search: string, hash: string): Promise<Result> {
  if (!isRedirectProvider(provider)) {
    return { ok: false, error: null, token: 'social.callback.unknownProvider', email: null, flow: null };
  }
  // Google answers in the fragment (implicit flow); the wallet app in the query, and the API in the query after
  // Apple's form post.
  const params = new URLSearchParams(
    provider === 'google' || provider === 'merkle-google' ? hash.slice(1) : search,
  );
  // A state this visit did not start is refused before anything reaches the API (login CSRF).
  const flow = takePendingFlow(provider, params.get('state'));
  if (!flow)
    return { ok: false, error: null, token: 'social.callback.stateInvalid', email: null, flow: null };
  if (provider === 'apple') return completeApple(params, flow);
  if (params.has('error')) {
    return { ok: false, error: null, token: 'social.callback.providerError', email: null, flow };
  }
  const refused =
    (email: string | null, walletAccessToken: string | null = null) =>
    (error: unknown): Result => {
      const pendingSignInToken = pendingSignInTokenOf(error);
      if (pendingSignInToken) return { ok: 'consent', pendingSignInToken, email, flow, walletAccessToken };
      const secondFactorToken = secondFactorTokenOf(error);
      if (secondFactorToken) {
        return { ok: 'second-factor', pendingSignInToken: secondFactorToken, email, flow, walletAccessToken };
      }
      return { ok: false, error, token: 'api', email, flow };
    };
  const missing: Result = {
    ok: false,
    error: null,
    token: 'api:AUTH_PROVIDER_TOKEN_INVALID',
    email: null,
    flow,
  };

  if (provider === 'google' || provider === 'merkle-google') {
    const idToken = params.get('id_token');
    if (!idToken) return missing;
    const path = provider === 'google' ? '/auth/google-match' : '/auth/merkle-google-match';
    return googleMatch(path, { idToken, nonce: flow.nonce, consents: flow.consents }).then(
      ({ user }): Result => ({ ok: true, user, allowInvest: null, flow }),
      refused(emailOfIdToken(idToken)),
    );
  }
  const trueMoneyId = params.get('trueMoneyId');
  const email = params.get('email');
  const accessToken = params.get('accessToken');
  if (!trueMoneyId || !email || !accessToken) return missing;
  return trueMoneyMatch({ email, trueMoneyId, accessToken, consents: flow.consents }).then(
    ({ user, allowInvest }): Result => {
      storeWalletToken(accessToken);
      return { ok: true, user, allowInvest, flow };
    },
    refused(email, accessToken),
  );
}

// One completion per arrival at this page: StrictMode runs the effect twice for the same arrival, and both runs
// share its result; a later visit is a new arrival, checked afresh.
const completions = new WeakMap<object, Promise<Result>>();

function completeOnce(arrival: { search: string; hash: string }, provider: string | undefined) {
  let running = completions.get(arrival);
  if (!running) {
    running = complete(provider, arrival.search, arrival.hash);
    completions.set(arrival, running);
  }
  return running;
}

type Outcome =
  | { kind: 'working' }
  | { kind: 'consent' | 'second-factor'; pending: ConsentNeeded }
  | { kind: 'failed'; token: string; back: string }
  | { kind: 'no-invest'; next: string };

function backTo(flow: PendingFlow | null): string {
  const page = flow?.mode === 'signup' ? '/auth/signup' : '/auth/login';
  return flow && flow.next !== '/' ? `${page}?next=${encodeURIComponent(flow.next)}` : page;
}

/**
 * `/auth/callback/:provider`, where a provider sends the reader back: checks the state, hands the token or code
 * to the API, and signs the reader in; the tokens are taken out of the address bar at once.
 */
export function SocialCallbackPage() {
  const { t } = useTranslation();
  const translateError = useErrorMessage();
  const { provider } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const { finish, sentToSuspended } = useFinishSignIn();
  const [arrival] = useState(() => ({
    pathname: location.pathname,
    search: location.search,
    hash: location.hash,
  }));
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'working' });
  const actions = useRef({ finish, sentToSuspended, navigate });
  useEffect(() => {
    actions.current = { finish, sentToSuspended, navigate };
  });
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  /** Signs the reader in with the API's answer, then goes on (or first says investing is not allowed). */
  const proceed = useCallback(async (result: SignedInResult, isActive: () => boolean) => {
    const { finish, navigate } = actions.current;
    if ((await finish(result.user)) !== 'signed-in' || !isActive()) return;
    // Spec §6: the wallet app's allowInvest false forbids investing; the reader is told before going on.
    if (result.allowInvest === false) setOutcome({ kind: 'no-invest', next: result.flow.next });
    else navigate(result.flow.next, { replace: true });
  }, []);
  useDocumentTitle(outcome.kind === 'failed' ? t('social.callback.failedTitle') : t('social.callback.title'));

  useEffect(() => {
    let active = true;
    if (arrival.search || arrival.hash) actions.current.navigate(arrival.pathname, { replace: true });
    void completeOnce(arrival, provider).then(async (result) => {
      if (!active) return;
      const { sentToSuspended } = actions.current;
      if (result.ok !== true && result.ok !== false) {
        setOutcome({ kind: result.ok, pending: result });
        return;
      }
      if (!result.ok) {
        if (result.token === 'api' && (await sentToSuspended(result.error, result.email))) return;
        if (!active) return;
        const token = result.token === 'api' ? apiErrorToken(result.error) : result.token;
        setOutcome({ kind: 'failed', token, back: backTo(result.flow) });
        return;
      }
      await proceed(result, () => active);
    });
    return () => {
      active = false;
    };
  }, [arrival, provider, proceed]);

  // The consents were asked for on this page because the sign-in started on the login page.
  const loginPage = (flow: PendingFlow) => backTo({ ...flow, mode: 'login' });

  /** The pending sign-in finished: the reader is signed in as the API answered. */
  async function signedIn(pending: ConsentNeeded, answer: Awaited<ReturnType<typeof providerConsent>>) {
    if (pending.walletAccessToken) storeWalletToken(pending.walletAccessToken);
    const allowInvest = pending.walletAccessToken ? (answer.allowInvest ?? null) : null;
    await proceed({ ok: true, user: answer.user, allowInvest, flow: pending.flow }, () => mounted.current);
  }

  async function pendingFailed(pending: ConsentNeeded, error: unknown) {
    if (!mounted.current || (await actions.current.sentToSuspended(error, pending.email))) return;
    setOutcome({ kind: 'failed', token: apiErrorToken(error), back: loginPage(pending.flow) });
  }

  async function acceptConsents(pending: ConsentNeeded, consents: Consents) {
    setOutcome({ kind: 'working' });
    try {
      await signedIn(
        pending,
        await providerConsent({ pendingSignInToken: pending.pendingSignInToken, consents }),
      );
    } catch (error) {
      await pendingFailed(pending, error);
    }
  }

  if (outcome.kind === 'second-factor') {
    const { pending } = outcome;
    return (
      <section className="card card-narrow">
        <h1>{t('social.secondFactor.title')}</h1>
        <SecondFactorStep
          pendingSignInToken={pending.pendingSignInToken}
          providerName={t(providerNameKey[pending.flow.provider])}
          onSignedIn={(answer) => signedIn(pending, answer)}
          onFailed={(error) => pendingFailed(pending, error)}
          onCancel={() => navigate(loginPage(pending.flow), { replace: true })}
        />
      </section>
    );
  }

  if (outcome.kind === 'consent') {
    const { pending } = outcome;
    return (
      <section className="card card-narrow">
        <h1>{t('social.callback.title')}</h1>
        <ConsentDialog
          providerName={t(providerNameKey[pending.flow.provider])}
          ask="new-account"
          onContinue={(consents) => void acceptConsents(pending, consents)}
          onCancel={() => navigate(loginPage(pending.flow), { replace: true })}
        />
      </section>
    );
  }

  if (outcome.kind === 'failed') {
    const message = outcome.token.startsWith('api:')
      ? translateError(outcome.token.slice(4))
      : t(outcome.token);
    return (
      <section className="card card-narrow">
        <h1>{t('social.callback.failedTitle')}</h1>
        <p role="alert">{message}</p>
        <Link className="button button-primary" to={outcome.back}>
          {outcome.back.startsWith('/auth/signup')
            ? t('social.callback.backToSignup')
            : t('social.callback.backToLogin')}
        </Link>
      </section>
    );
  }
  if (outcome.kind === 'no-invest') {
    return (
      <section className="card card-narrow">
        <h1>{t('social.noInvest.title')}</h1>
        <p className="social-notice" role="alert">
          {t('social.noInvest.body')}
        </p>
        <Link className="button button-primary" to={outcome.next} replace>
          {t('social.noInvest.continue')}
        </Link>
      </section>
    );
  }
  return (
    <section className="card card-narrow" aria-busy="true">
      <h1>{t('social.callback.title')}</h1>
      <p className="muted">{t('social.callback.working')}</p>
    </section>
  );
}
