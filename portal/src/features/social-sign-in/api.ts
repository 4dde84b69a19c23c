import type { Answer } from '@fund/contract';
import useSWR from 'swr';
import { ApiError, apiRequest } from '../../lib/api-client.ts';
import type { SessionUser } from '../../lib/session/stored-user.ts';

/** `GET /auth/providers`: a provider the API does not offer is null. */
export type ProviderSettings = Answer<'/auth/providers'>;

/** Where a provider's sign-in starts; `authorizeUrl` is relative (`/api/simulators/...`) for a local simulator. */
export type OidcProvider = NonNullable<ProviderSettings['google']>;

/** Asked for on the sign-up page: a first provider sign-in creates the account, as sign-up does. */
export interface Consents {
  privacyPolicy: true;
  terms: true;
  marketing: boolean;
}

/** A provider sign-in's answer: the user (with the wallet app's id and whether it may invest) and a new account. */
export type SignedIn = Answer<'/auth/google-match', 'post'>;

/** The wallet app's sign-in also answers its token and whether that wallet account may invest. */
export type WalletSignedIn = Answer<'/auth/true-money-match', 'post'>;

/** Finishing a held sign-in (consents, second factor): the wallet app's answer adds its token and allowInvest. */
type HeldSignInFinished = Answer<'/auth/provider-consent', 'post'>;

export const providersKey = '/auth/providers';

// Only a same-site path or a web address is followed: the browser is sent there.
const isWebAddress = (value: unknown): value is string =>
  typeof value === 'string' && (/^\/(?![/\\])/.test(value) || /^https?:\/\//i.test(value));

/** The answer as the screen uses it: anything unexpected (an older API, a proxy page) offers nothing. */
export function toProviderSettings(answer: unknown): ProviderSettings {
  const fields = (typeof answer === 'object' && answer !== null ? answer : {}) as Record<string, unknown>;
  const entry = (key: string) => (fields[key] ?? null) as Record<string, unknown> | null;
  const oidc = (key: string): OidcProvider | null => {
    const value = entry(key);
    return value && isWebAddress(value.authorizeUrl) && typeof value.clientId === 'string' && value.clientId
      ? { authorizeUrl: value.authorizeUrl, clientId: value.clientId }
      : null;
  };
  const wallet = entry('trueMoney');
  return {
    google: oidc('google'),
    merkleGoogle: oidc('merkleGoogle'),
    apple: oidc('apple'),
    trueMoney: wallet && isWebAddress(wallet.authorizeUrl) ? { authorizeUrl: wallet.authorizeUrl } : null,
    merkle: { enabled: entry('merkle')?.enabled === true },
  };
}

export function useProviders() {
  return useSWR(providersKey, async () => toProviderSettings(await apiRequest<unknown>(providersKey)), {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });
}

// A refusal from these calls is an answer for the screen, never a reason to end another session here.
const quiet = { method: 'POST', quietUnauthorized: true } as const;

const withConsents = (consents: Consents | undefined) => (consents ? { consents } : {});

export function googleMatch(
  path: '/auth/google-match' | '/auth/merkle-google-match',
  body: { idToken: string; nonce: string; consents?: Consents | undefined },
): Promise<SignedIn> {
  const { consents, ...rest } = body;
  return apiRequest<SignedIn>(path, { ...quiet, body: { ...rest, ...withConsents(consents) } });
}

/**
 * Starts Sign in with Apple: the API keeps the state and nonce in its own cookie (Apple posts its answer to the
 * API, `response_mode=form_post`) and answers Apple's authorize address.
 */
export function appleStart(consents: Consents | undefined): Promise<Answer<'/auth/apple/start', 'post'>> {
  return apiRequest<Answer<'/auth/apple/start', 'post'>>('/auth/apple/start', {
    ...quiet,
    body: withConsents(consents),
  });
}

/** Who is signed in, after the API opened the session itself (Apple's form post). */
export async function signedInUser(): Promise<SessionUser> {
  const { user } = await apiRequest<Partial<Answer<'/me'>>>('/me', { quietUnauthorized: true });
  if (!user) throw new ApiError(401, 'AUTH_PROVIDER_TOKEN_INVALID', 'No session after the sign-in');
  return user;
}

export function trueMoneyMatch(body: {
  email: string;
  trueMoneyId: string;
  accessToken: string;
  consents?: Consents | undefined;
}): Promise<WalletSignedIn> {
  return apiRequest<WalletSignedIn>('/auth/true-money-match', {
    ...quiet,
    headers: { 'x-tmn-access-token': body.accessToken },
    body: { email: body.email, trueMoneyId: body.trueMoneyId, ...withConsents(body.consents) },
  });
}

export function loginWithMerkle(body: {
  email: string;
  password: string;
  twoFactor?: string;
  consents?: Consents | undefined;
}): Promise<SignedIn> {
  const { consents, ...rest } = body;
  return apiRequest<SignedIn>('/transfer/login-with-merkle', {
    ...quiet,
    body: { ...rest, ...withConsents(consents) },
  });
}

/**
 * A first sign-in from the login page opens no account without the sign-up consents: the API answers
 * AUTH_CONSENT_REQUIRED with a short-lived, single-use token for the provider account it has already verified.
 */
export function pendingSignInTokenOf(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.code !== 'AUTH_CONSENT_REQUIRED') return null;
  const token = error.problem.pendingSignInToken;
  return typeof token === 'string' && token !== '' ? token : null;
}

/**
 * A provider vouches for the first factor only: for an account with 2FA on the API answers AUTH_2FA_REQUIRED (or
 * AUTH_2FA_INVALID after a wrong code) with a short-lived, single-use token for the sign-in it holds.
 */
export function secondFactorTokenOf(error: unknown): string | null {
  if (
    !(error instanceof ApiError) ||
    (error.code !== 'AUTH_2FA_REQUIRED' && error.code !== 'AUTH_2FA_INVALID')
  ) {
    return null;
  }
  const token = error.problem.pendingSignInToken;
  return typeof token === 'string' && token !== '' ? token : null;
}

/** Finishes that sign-in with the authenticator's code; the wallet app's answer adds allowInvest. */
export function providerSecondFactor(body: {
  pendingSignInToken: string;
  twoFactor: string;
}): Promise<Answer<'/auth/provider-second-factor', 'post'>> {
  return apiRequest<Answer<'/auth/provider-second-factor', 'post'>>('/auth/provider-second-factor', {
    ...quiet,
    body,
  });
}

/** Finishes that sign-in with the consents now accepted; the wallet app's answer adds allowInvest. */
export function providerConsent(body: {
  pendingSignInToken: string;
  consents: Consents;
}): Promise<HeldSignInFinished> {
  return apiRequest<HeldSignInFinished>('/auth/provider-consent', { ...quiet, body });
}
