import { demoPassword } from '../src/seed.ts';

export type LoadKind = 'sign-in' | 'overview' | 'history' | 'order';

/** The mix, per 100 requests: what an investor's session sends, with a sign-in now and then. */
export const loadMix: [LoadKind, number][] = [
  ['sign-in', 1],
  ['overview', 50],
  ['history', 30],
  ['order', 19],
];

const kinds = loadMix.flatMap(([kind, share]) => Array<LoadKind>(share).fill(kind));

/**
 * The kind of the `n`th request, sent by investor `n % investors`. Each investor goes through the whole mix (its
 * rounds step through the 100 slots 37 at a time, offset by the investor), so every investor sends about 19 % orders;
 * a kind chosen from `n` alone would give each investor one kind only, and 19 investors nothing but orders.
 */
export function loadKind(n: number, investors: number): LoadKind {
  const round = Math.floor(n / investors);
  return kinds[(round * 37 + (n % investors)) % kinds.length]!;
}

/**
 * One request of the mix from investor `address` (a number naming the client address our proxy forwards, as each
 * investor reaching the API through it has an address of its own): a reduction carries a fresh Idempotency-Key.
 */
export function loadRequest(
  kind: LoadKind,
  investor: { address: number; email: string; cookie: string; key: string },
): { path: string; init: RequestInit } {
  const headers: Record<string, string> = {
    'x-forwarded-for': `10.30.${investor.address >> 8}.${investor.address & 255}`,
  };
  const path = {
    'sign-in': '/auth/login',
    overview: '/portfolio/summary',
    history: '/transactions',
    order: '/orders',
  }[kind];
  if (kind === 'sign-in')
    return {
      path,
      init: {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ email: investor.email, password: demoPassword }),
      },
    };
  if (kind === 'order')
    return {
      path,
      init: {
        method: 'POST',
        headers: {
          ...headers,
          cookie: investor.cookie,
          'content-type': 'application/json',
          'idempotency-key': investor.key,
        },
        body: JSON.stringify({ kind: 'reduce', strategyCode: 'M-STABLE', units: '100' }),
      },
    };
  return { path, init: { headers: { ...headers, cookie: investor.cookie } } };
}
