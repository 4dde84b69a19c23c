import { answerOf } from '@fund/contract/testing';
import { flagAnswer, listRange, problemResponse, staffMe, stubFetch } from '../../testing/fetch-stub.ts';
import type { TierRecord } from './types.ts';

/** The three seeded tiers. */
export function makeTiers(): TierRecord[] {
  const at = { updatedAt: '2026-11-01T03:00:00.000Z', updatedBy: null };
  return [
    {
      id: 'CLASSIC',
      name: { th: 'คลาสสิก', en: 'Classic' },
      minAum: '0.00',
      benefits: {
        th: ['ช่วยเหลือทางอีเมลและแชตในวันทำการ'],
        en: ['E-mail and chat support on business days'],
      },
      investors: 120,
      ...at,
    },
    {
      id: 'GOLD',
      name: { th: 'โกลด์', en: 'Gold' },
      minAum: '1000000.00',
      benefits: {
        th: ['สายด่วนบริการลูกค้าพิเศษ รับสายก่อน', 'บทวิเคราะห์ภาวะตลาดรายเดือน'],
        en: ['Priority support line', 'Monthly market briefing'],
      },
      investors: 14,
      ...at,
    },
    {
      id: 'PRIVATE',
      name: { th: 'ไพรเวท', en: 'Private' },
      minAum: '10000000.00',
      benefits: { th: ['ผู้ดูแลความสัมพันธ์ส่วนตัว'], en: ['A named relationship manager'] },
      investors: 2,
      ...at,
    },
  ];
}

/**
 * The tiers API for one test, signed in with `role`: list, one tier, a PUT (admins only, as the API; or a 422
 * TIER_THRESHOLDS_INVALID with `refuseSave`), the recalculation and the userTier flag (`tiersOn`).
 */
export function stubTiersApi(role = 'admin', { refuseSave = false, tiersOn = true } = {}) {
  const tiers = makeTiers();
  return stubFetch((request) => {
    const url = new URL(request.url, 'http://backoffice.test');
    if (url.pathname === '/api/me') return staffMe(role);
    if (url.pathname === '/api/feature-flags/userTier') return flagAnswer('userTier', tiersOn);
    if (url.pathname === '/api/admin/tier-recalculations' && request.method === 'POST') {
      if (role !== 'admin' && role !== 'operations') return problemResponse(403, 'AUTH_FORBIDDEN');
      return answerOf(
        '/admin/tier-recalculations',
        'post',
        {
          id: '2026-12-01T03:00:00.000Z',
          enabled: tiersOn,
          checked: tiersOn ? 136 : 0,
          changed: tiersOn ? 3 : 0,
        },
        { status: 201 },
      );
    }
    const one = /^\/api\/admin\/tiers\/([^/]+)$/.exec(url.pathname);
    if (one) {
      const tier = tiers.find((t) => t.id === decodeURIComponent(one[1]!));
      if (!tier) return problemResponse(404, 'NOT_FOUND');
      if (request.method === 'PUT') {
        if (role !== 'admin') return problemResponse(403, 'AUTH_FORBIDDEN');
        if (refuseSave) return problemResponse(422, 'TIER_THRESHOLDS_INVALID');
        const body = request.body as Pick<TierRecord, 'name' | 'minAum' | 'benefits'>;
        // The API answers the threshold with 2 places.
        const minAum = body.minAum.includes('.') ? body.minAum : `${body.minAum}.00`;
        Object.assign(tier, body, { minAum, updatedBy: `${role}@example.com` });
      }
      return answerOf('/admin/tiers/{id}', request.method === 'PUT' ? 'put' : 'get', { ...tier });
    }
    if (url.pathname === '/api/admin/tiers') {
      return answerOf('/admin/tiers', 'get', tiers, listRange('tiers', tiers.length));
    }
    return problemResponse(404, 'NOT_FOUND');
  });
}
