import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../lib/session/session-provider.tsx';
import { runtime } from './runtime.ts';

/**
 * The iOS tracking request at the spec's moment: after a sign-in, once the signed-in page shows, never before it
 * or in its way (a failure of the plugin is ignored). Only the iOS app asks; elsewhere this does nothing.
 */
export function useTrackingRequestAfterSignIn(): void {
  const { justSignedIn } = useSession();
  const { t } = useTranslation();
  // Read when asked, so a language switch later does not ask a second time.
  const settingsPrompt = useRef('');
  settingsPrompt.current = t('pwa.tracking.settingsPrompt');
  useEffect(() => {
    if (runtime !== 'ios' || !justSignedIn) return;
    void import('./native/tracking.ts')
      .then((tracking) => tracking.askForTracking(settingsPrompt.current))
      .catch(() => undefined);
  }, [justSignedIn]);
}
