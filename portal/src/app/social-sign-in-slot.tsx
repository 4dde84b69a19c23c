/**
 * Where the third-party sign-in buttons (Google, Apple, the wallet app, the sister platform) go on the login and
 * sign-up pages. The social sign-in feature fills it in; until then it renders nothing.
 */
export function SocialSignInSlot(_props: { mode: 'login' | 'signup' }) {
  return null;
}
