import { randomUUID } from 'node:crypto';
import { sleep } from './chaos-context.ts';

/** What became of one request, as a drill counts it. */
export type Outcome = '2xx' | '4xx' | '503 problem' | 'other 5xx' | 'no answer';

export const noOutcomes = (): Record<Outcome, number> => ({
  '2xx': 0,
  '4xx': 0,
  '503 problem': 0,
  'other 5xx': 0,
  'no answer': 0,
});

/** A 503 counts as the API's own refusal only as problem+json with a code; anything else is another 5xx. */
export function outcomeOf(res: Response, body: { code?: string }): Outcome {
  if (res.status < 400) return '2xx';
  if (res.status < 500) return '4xx';
  return res.status === 503 && res.headers.get('content-type')?.includes('problem+json') && body.code
    ? '503 problem'
    : 'other 5xx';
}

/**
 * Places a reduction of `units` of `strategyCode` the way the portal does after a failure: the same
 * Idempotency-Key until the API answers (2xx, or a 4xx refusal), a pause between tries. Answers the key and its
 * outcome ('no answer' once `giveUpMs` has passed: an order given up).
 */
export async function placeUntilAnswered(
  send: (path: string, init: RequestInit) => Promise<Outcome>,
  order: { strategyCode: string; units: string },
  options: { giveUpMs: number; pauseMs: number },
): Promise<{ key: string; outcome: Outcome; tries: number }> {
  const key = randomUUID();
  const since = performance.now();
  for (let tries = 1; ; tries++) {
    const outcome = await send('/orders', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': key },
      body: JSON.stringify({ kind: 'reduce', ...order }),
    });
    if (outcome === '2xx' || outcome === '4xx') return { key, outcome, tries };
    if (performance.now() - since > options.giveUpMs) return { key, outcome: 'no answer', tries };
    await sleep(options.pauseMs);
  }
}
