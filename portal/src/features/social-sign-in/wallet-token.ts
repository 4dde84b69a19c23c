import { registerSocialSignOut } from '../../lib/session/social-sign-out.ts';
import { secureStore } from '../../platform/secure-store.ts';

/**
 * Spec §3: the wallet provider's access token is kept beside the product's session, for the wallet profile call
 * (the browser's storage; in the app the Keychain or Keystore, `platform/secure-store.ts`); logging out forgets it
 * (spec §4, sign out of the social provider).
 */
export const walletTokenKey = 'trueMoneyAccessToken';

export function storeWalletToken(token: string): void {
  // Storage can be blocked; the wallet profile then asks the reader to sign in with the wallet again.
  secureStore.set(walletTokenKey, token).catch(() => undefined);
}

export async function readWalletToken(): Promise<string | null> {
  try {
    return await secureStore.get(walletTokenKey);
  } catch {
    return null;
  }
}

export async function forgetWalletToken(): Promise<void> {
  try {
    await secureStore.remove(walletTokenKey);
  } catch {
    // Nothing was kept.
  }
}

registerSocialSignOut(forgetWalletToken);
