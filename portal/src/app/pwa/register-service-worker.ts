import { setServiceWorkerState } from './service-worker-state.ts';

/** How often a long-open page asks whether a new version was deployed (browsers also check on each visit). */
const updateCheckMs = 60 * 60 * 1000;

/**
 * Registers the service worker vite-plugin-pwa builds (`/sw.js`). Loaded on its own after the first render and
 * written without workbox-window, so the login page's JavaScript hardly grows. A new version never takes over by
 * itself: it waits until the investor chooses to reload (a form half filled in must not vanish), then the page
 * asks it to take over (the worker's `SKIP_WAITING` message) and reloads once it has.
 */
let started = false;

export function registerServiceWorker(): void {
  if (started) return;
  started = true;
  let reloadRequested = false;
  const offer = (waiting: ServiceWorker) =>
    setServiceWorkerState({
      reload: () => {
        reloadRequested = true;
        waiting.postMessage({ type: 'SKIP_WAITING' });
      },
    });
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (reloadRequested) window.location.reload();
  });
  void navigator.serviceWorker.register('/sw.js', { scope: '/' }).then((registration) => {
    // Only an update waits behind a page that already has a worker; the first install simply starts caching.
    if (registration.waiting && navigator.serviceWorker.controller) offer(registration.waiting);
    registration.addEventListener('updatefound', () => {
      const installing = registration.installing;
      installing?.addEventListener('statechange', () => {
        if (installing.state === 'installed' && navigator.serviceWorker.controller) offer(installing);
      });
    });
    setInterval(() => void registration.update().catch(() => undefined), updateCheckMs);
  });
}

/** `clearCachMobile`: removes the service worker and empties every cache, so the next start loads afresh. */
export async function clearAppCaches(): Promise<void> {
  const registrations = await navigator.serviceWorker.getRegistrations();
  await Promise.all(registrations.map((registration) => registration.unregister()));
  if ('caches' in window) {
    const names = await caches.keys();
    await Promise.all(names.map((name) => caches.delete(name)));
  }
}
