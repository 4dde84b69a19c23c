import { useSyncExternalStore } from 'react';

/**
 * The phone/desktop line of the portal's layout (DESIGN "phone first"): a table of more than four columns becomes
 * a list of cards below it.
 */
export const wideScreenQuery = '(min-width: 640px)';

/**
 * Whether a media query matches now, following the window as it is resized or turned. Where the browser cannot
 * answer (no `matchMedia`), `fallback` stands in.
 */
export function useMediaQuery(query: string, fallback = true): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : fallback),
    () => fallback,
  );
}
