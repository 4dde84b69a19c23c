import { registerSocialSignOut } from '../../lib/session/social-sign-out.ts';

/**
 * Spec §3: the wallet provider's access token is kept in the browser beside the product's session, for the
 * wallet profile call; logging out forgets it (spec §4, sign out of the social provider).
 */
export const walletTokenKey = 'trueMoneyAccessToken';

export function storeWalletToken(token: string): void {
  try {
    window.localStorage.setItem(walletTokenKey, token);
  } catch {
    // Storage can be blocked; the wallet profile then asks the reader to sign in with the wallet again.
  }
}

export function readWalletToken(): string | null {
  try {
    return window.localStorage.getItem(walletTokenKey);
  } catch {
    return null;
  }
}

export function forgetWalletToken(): void {
  try {
    window.localStorage.removeItem(walletTokenKey);
  } catch {
    // Nothing was kept.
  }
}

registerSocialSignOut(forgetWalletToken);
