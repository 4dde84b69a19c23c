import type { Config } from '../../platform/config.ts';

/**
 * A simulator served by this API is reached by the browser through its front end's proxy, so its address is
 * given relative to that origin (`/api/simulators/...`); a real provider's address stays absolute.
 */
export function browserUrl(configured: string): string | null {
  if (!configured) return null;
  const url = new URL(configured);
  const local = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  return local && url.pathname.startsWith('/simulators/') ? `/api${url.pathname}${url.search}` : configured;
}

/** What the portal needs to start each provider's sign-in; a provider not configured is null. */
export function providerSettings(config: Config) {
  const { google, merkleGoogle, apple, trueMoney, merkle } = config.identityProviders;
  const oidc = (provider: { authorizeUrl: string; clientId: string }) => {
    const authorizeUrl = browserUrl(provider.authorizeUrl);
    return authorizeUrl && provider.clientId ? { authorizeUrl, clientId: provider.clientId } : null;
  };
  const walletUrl = browserUrl(trueMoney.authorizeUrl);
  return {
    google: oidc(google),
    merkleGoogle: oidc(merkleGoogle),
    apple: oidc(apple),
    trueMoney: walletUrl ? { authorizeUrl: walletUrl } : null,
    merkle: { enabled: merkle.loginUrl !== '' },
  };
}
