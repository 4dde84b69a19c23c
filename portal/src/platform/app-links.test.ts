import { describe, expect, it } from 'vitest';
import { routes } from '../app/routes.tsx';
import { routeForAppLink } from './app-links.ts';

const host = 'portal.mfund.example';
const route = (url: string) => routeForAppLink(url, host, routes);

describe('the portal route an opened app link leads to', () => {
  it.each([
    [
      'the desktop → phone hand-off with its token',
      'https://portal.mfund.example/kyc/handoff?token=abc-123',
      '/kyc/handoff?token=abc-123',
    ],
    ['an e-mail verification', 'https://portal.mfund.example/auth/verify-email', '/auth/verify-email'],
    [
      'a password reset with its token',
      'https://portal.mfund.example/auth/reset-password?token=t0k',
      '/auth/reset-password?token=t0k',
    ],
    ['an order the back office refused', 'https://portal.mfund.example/orders/42', '/orders/42'],
    ['the statements', 'https://portal.mfund.example/statements#2026-10', '/statements#2026-10'],
    ['the home page', 'https://portal.mfund.example/', '/'],
    ['a host written in capitals', 'https://PORTAL.mfund.example/profile', '/profile'],
  ])('opens %s at its page', (_what, url, expected) => {
    expect(route(url)).toBe(expected);
  });

  it.each([
    ['another host', 'https://evil.example/orders/42'],
    ['a host that only ends like ours', 'https://portal.mfund.example.evil.example/orders/42'],
    ['our host without https', 'http://portal.mfund.example/orders/42'],
    ['our host on another port', 'https://portal.mfund.example:8443/orders/42'],
    ['a custom scheme', 'mfund://orders/42'],
    ['a page the portal does not have', 'https://portal.mfund.example/no-such-page'],
    ['the API', 'https://portal.mfund.example/api/me'],
    [
      'a social sign-in return, which belongs to the browser it started in',
      'https://portal.mfund.example/auth/callback/line?code=1',
    ],
    ['something that is no address', 'not a url'],
  ])('opens the home page for %s', (_what, url) => {
    expect(route(url)).toBe('/');
  });

  it('opens nothing at all when the build knows no host', () => {
    expect(routeForAppLink('https://portal.mfund.example/orders/42', '', routes)).toBe('/');
  });
});
