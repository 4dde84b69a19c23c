import type { Consents } from './api.ts';

/** The providers that leave the portal and come back to `/auth/callback/<provider>`. */
export const redirectProviders = ['google', 'merkle-google', 'apple', 'true-money'] as const;
export type RedirectProvider = (typeof redirectProviders)[number];

export function isRedirectProvider(value: string | undefined): value is RedirectProvider {
  return redirectProviders.includes(value as RedirectProvider);
}

/** The i18n key of each provider's name, as the consent dialog names it. */
export const providerNameKey = {
  google: 'social.names.google',
  'merkle-google': 'social.names.merkleGoogle',
  apple: 'social.names.apple',
  'true-money': 'social.names.trueMoney',
  merkle: 'social.names.merkle',
} as const;

/** What the portal remembers for the visit while the reader is at the provider (sessionStorage). */
export interface PendingFlow {
  provider: RedirectProvider;
  state: string;
  nonce: string;
  /** The page to open after signing in (the login page's `?next=`), already checked to stay on this site. */
  next: string;
  mode: 'login' | 'signup';
  consents?: Consents;
}

export const pendingFlowKey = 'socialSignIn';

/** 256 random bits, URL-safe: the anti-forgery `state` and the id token's `nonce`. */
export function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

export function callbackUrl(provider: RedirectProvider): string {
  return `${window.location.origin}/auth/callback/${provider}`;
}

export function savePendingFlow(flow: PendingFlow): void {
  window.sessionStorage.setItem(pendingFlowKey, JSON.stringify(flow));
}

/**
 * Reads and forgets the pending flow: a state is good for one return only. Null when there is none or it is not
 * for this provider and this exact state.
 */
export function takePendingFlow(provider: RedirectProvider, state: string | null): PendingFlow | null {
  let flow: Partial<PendingFlow> | null = null;
  try {
    flow = JSON.parse(window.sessionStorage.getItem(pendingFlowKey) ?? 'null') as Partial<PendingFlow> | null;
    window.sessionStorage.removeItem(pendingFlowKey);
  } catch {
    return null;
  }
  if (!flow || !state || typeof flow.state !== 'string' || typeof flow.nonce !== 'string') return null;
  if (flow.provider !== provider || flow.state !== state) return null;
  return flow as PendingFlow;
}

/**
 * Google's authorize address with this sign-in's parameters (it may be relative to this origin); the wallet app's
 * without the OpenID ones. Apple's comes from the API (`POST /auth/apple/start`), which receives its answer.
 */
export function authorizeUrl(
  base: string,
  provider: RedirectProvider,
  flow: { state: string; nonce: string },
  clientId?: string,
): string {
  const url = new URL(base, window.location.origin);
  const params: Record<string, string> = { redirect_uri: callbackUrl(provider), state: flow.state };
  if (clientId !== undefined) {
    Object.assign(params, { client_id: clientId, nonce: flow.nonce, scope: 'openid email profile' });
    params.response_type = 'id_token';
  }
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.origin === window.location.origin ? `${url.pathname}${url.search}` : url.toString();
}

/** Leaving the portal for the provider; a seam so tests can watch it (jsdom does not navigate). */
export const browser = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
