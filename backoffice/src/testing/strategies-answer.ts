import { answerOf } from '@fund/contract/testing';
import { makeStrategies, strategyDetails } from '../resources/strategies/strategies-stub-api.ts';
import type { StrategyRecord } from '../resources/strategies/types.ts';
import { listRange } from './fetch-stub.ts';

/** A strategy as the list answers it, its fees and minimums M-BTC's. */
const strategy = (code: string, name: StrategyRecord['name']): StrategyRecord => ({
  ...makeStrategies()[0]!,
  id: code,
  code,
  name,
});

/** The six strategies as `GET /admin/strategies` answers them; the strategy inputs read their codes and names. */
export const strategyChoicesAnswer: StrategyRecord[] = [
  strategy('M-BTC', { th: 'กลยุทธ์บิตคอยน์', en: 'Bitcoin Strategy' }),
  strategy('M-LARGECAP', { th: 'กลยุทธ์สินทรัพย์ดิจิทัลขนาดใหญ่', en: 'Large-Cap Strategy' }),
  strategy('M-INFRA', { th: 'กลยุทธ์โครงสร้างพื้นฐานบล็อกเชน', en: 'Blockchain Infrastructure Strategy' }),
  strategy('M-META', { th: 'กลยุทธ์เมตาเวิร์ส', en: 'Metaverse Strategy' }),
  strategy('M-STABLE', { th: 'กลยุทธ์สเตเบิลคอยน์', en: 'Stablecoin Strategy' }),
  strategy('M-NEXTGEN', { th: 'กลยุทธ์โทเคนยุคใหม่', en: 'Next-Generation Token Strategy' }),
];

/**
 * For a screen with a strategy input: answers `/api/admin/strategies` (searched by `q` in code or name, as the API
 * does) and `/api/admin/strategies/:code`, or undefined for any other path.
 */
export function answerStrategies(url: URL): Response | undefined {
  const one = /^\/api\/admin\/strategies\/([^/]+)$/.exec(url.pathname);
  if (one) {
    const found = strategyChoicesAnswer.find((s) => s.id === decodeURIComponent(one[1]!));
    return found ? answerOf('/admin/strategies/{code}', 'get', { ...found, ...strategyDetails }) : undefined;
  }
  if (url.pathname !== '/api/admin/strategies') return undefined;
  const q = (JSON.parse(url.searchParams.get('filter') ?? '{}') as { q?: string }).q?.toLowerCase();
  const rows = strategyChoicesAnswer.filter(
    (s) => !q || [s.code, s.name.th, s.name.en].some((text) => text.toLowerCase().includes(q)),
  );
  return answerOf('/admin/strategies', 'get', rows, listRange('strategies', rows.length));
}
