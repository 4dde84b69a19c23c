/**
 * Spec §4: logging out also signs out of the social provider. Each third-party sign-in registers how to do so;
 * until one exists this does nothing.
 */
type SignOut = () => Promise<void> | void;

const adapters = new Set<SignOut>();

export function registerSocialSignOut(signOut: SignOut): () => void {
  adapters.add(signOut);
  return () => adapters.delete(signOut);
}

export async function signOutOfSocialProviders(): Promise<void> {
  // A provider that cannot be reached must not keep the reader signed in here.
  await Promise.allSettled([...adapters].map(async (signOut) => signOut()));
}
