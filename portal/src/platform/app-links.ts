import { matchRoutes, type RouteObject } from 'react-router-dom';
import { isExcludedFromAppLinks } from './app-link-paths.ts';

/**
 * The portal route an address opened in the app leads to (an e-mail's link, the desktop → phone hand-off): its
 * path, query and fragment when it is a page of our own host that the portal knows; the home page otherwise, so an
 * address from elsewhere can never steer the app to a page of its choosing.
 */
export function routeForAppLink(url: string, ourHost: string, routes: RouteObject[]): string {
  let address: URL;
  try {
    address = new URL(url);
  } catch {
    return '/';
  }
  if (address.protocol !== 'https:' || address.host.toLowerCase() !== ourHost.toLowerCase()) return '/';
  if (isExcludedFromAppLinks(address.pathname)) return '/';
  const matches = matchRoutes(routes, address.pathname);
  // The last match is the page itself; the catch-all is the not-found page, which an app link never opens.
  const page = matches?.at(-1)?.route;
  if (!page || page.path === '*') return '/';
  return `${address.pathname}${address.search}${address.hash}`;
}
