/**
 * What the service worker registration tells the screens: a new version waits and how to switch to it. A tiny store
 * of its own, so the registration (loaded after the first render) and the prompt (in the shell) share no import.
 */
export interface ServiceWorkerState {
  /** Set while a new version is installed and waiting: activates it and reloads the page. */
  reload: (() => void) | null;
}

let state: ServiceWorkerState = { reload: null };
const listeners = new Set<() => void>();

export function serviceWorkerState(): ServiceWorkerState {
  return state;
}

export function setServiceWorkerState(next: ServiceWorkerState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function subscribeServiceWorkerState(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
