import { SocialSignIn } from '../features/social-sign-in/social-sign-in.tsx';

/**
 * Where the third-party sign-in buttons (Google, Apple, the wallet app, the sister platform) go on the login and
 * sign-up pages; only the providers the API offers are shown.
 */
export function SocialSignInSlot({ mode }: { mode: 'login' | 'signup' }) {
  return <SocialSignIn mode={mode} />;
}
