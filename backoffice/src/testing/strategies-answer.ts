import { jsonResponse } from './fetch-stub.ts';

/** The six strategies as `GET /admin/strategies` answers them, reduced to what the strategy inputs read. */
export const strategyChoicesAnswer = [
  { id: 'M-BTC', code: 'M-BTC', name: { th: 'กลยุทธ์บิตคอยน์', en: 'Bitcoin Strategy' } },
  { id: 'M-LARGECAP', code: 'M-LARGECAP', name: { th: 'กลยุทธ์สินทรัพย์ดิจิทัลขนาดใหญ่', en: 'Large-Cap Strategy' } },
  {
    id: 'M-INFRA',
    code: 'M-INFRA',
    name: { th: 'กลยุทธ์โครงสร้างพื้นฐานบล็อกเชน', en: 'Blockchain Infrastructure Strategy' },
  },
  { id: 'M-META', code: 'M-META', name: { th: 'กลยุทธ์เมตาเวิร์ส', en: 'Metaverse Strategy' } },
  { id: 'M-STABLE', code: 'M-STABLE', name: { th: 'กลยุทธ์สเตเบิลคอยน์', en: 'Stablecoin Strategy' } },
  {
    id: 'M-NEXTGEN',
    code: 'M-NEXTGEN',
    name: { th: 'กลยุทธ์โทเคนยุคใหม่', en: 'Next-Generation Token Strategy' },
  },
];

/**
 * For a screen with a strategy input: answers `/api/admin/strategies` (searched by `q` in code or name, as the API
 * does) and `/api/admin/strategies/:code`, or undefined for any other path.
 */
export function answerStrategies(url: URL): Response | undefined {
  const one = /^\/api\/admin\/strategies\/([^/]+)$/.exec(url.pathname);
  if (one) {
    const strategy = strategyChoicesAnswer.find((s) => s.id === decodeURIComponent(one[1]!));
    return strategy ? jsonResponse(strategy) : undefined;
  }
  if (url.pathname !== '/api/admin/strategies') return undefined;
  const q = (JSON.parse(url.searchParams.get('filter') ?? '{}') as { q?: string }).q?.toLowerCase();
  const rows = strategyChoicesAnswer.filter(
    (s) => !q || [s.code, s.name.th, s.name.en].some((text) => text.toLowerCase().includes(q)),
  );
  return jsonResponse(rows, { headers: { 'Content-Range': `strategies 0-${rows.length}/${rows.length}` } });
}
