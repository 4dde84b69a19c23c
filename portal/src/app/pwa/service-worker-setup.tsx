import { frontEndFlag } from '@fund/domain';
import { useEffect } from 'react';
import { useFeatureFlags } from '../../lib/feature-flags.ts';

/**
 * Starts the service worker once the runtime flags are known (or cannot be read), after the first render and from
 * its own chunk, so the login page neither waits for it nor carries it. While `clearCachMobile` is on, every start
 * removes the worker and empties the caches instead (support's switch for an installed app stuck on an old
 * version), and the app works from the network only. Built apps only: `npm run dev` has no worker.
 */
export function ServiceWorkerSetup({ enabled = import.meta.env.PROD }: { enabled?: boolean }) {
  const flags = useFeatureFlags();
  const settled = flags.data !== undefined || flags.error !== undefined;
  const clear = frontEndFlag(flags.data?.flags, 'clearCachMobile');
  useEffect(() => {
    if (!enabled || !settled || !('serviceWorker' in navigator)) return;
    void import('./register-service-worker.ts').then((worker) =>
      clear ? worker.clearAppCaches() : worker.registerServiceWorker(),
    );
  }, [enabled, settled, clear]);
  return null;
}
