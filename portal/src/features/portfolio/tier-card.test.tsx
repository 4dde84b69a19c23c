import { answerOf } from '@fund/contract/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { investor, renderApp } from '../../test/render-app.tsx';
import { stubApi } from '../../test/stub-api.ts';
import type { CustomerTier } from './api.ts';
import { holding, readyProgress, summary } from './test-fixtures.ts';

const gold: CustomerTier = {
  code: 'GOLD',
  name: { th: 'โกลด์', en: 'Gold' },
  minAum: '1000000.00',
  benefits: {
    th: ['สายด่วนบริการลูกค้าพิเศษ รับสายก่อน', 'บทวิเคราะห์ภาวะตลาดรายเดือน'],
    en: ['Priority support line', 'Monthly market briefing'],
  },
  // 11 December 2026, 01:00 in Bangkok: still the 10th in UTC.
  since: '2026-12-10T18:00:00.000Z',
  next: { code: 'PRIVATE', name: { th: 'ไพรเวท', en: 'Private' }, minAum: '10000000.00' },
};

function stubOverview(tier: CustomerTier | undefined) {
  stubApi({
    'GET /kyc/progress': readyProgress(),
    'GET /portfolio/summary': answerOf('/portfolio/summary', 'get', summary(tier ? { tier } : {})),
    'GET /portfolio/holdings': answerOf('/portfolio/holdings', 'get', { data: [holding()] }),
  });
}

describe('customer tier on the overview', () => {
  it('shows the tier, since when (Bangkok day), its benefits and the next tier, in Thai first', async () => {
    stubOverview(gold);
    renderApp('/portfolio', { user: investor });
    const card = await screen.findByRole('region', { name: 'ระดับลูกค้าของท่าน' });
    expect(within(card).getByText('ระดับ โกลด์')).toBeVisible();
    expect(within(card).getByText('ตั้งแต่ 11/12/2569')).toBeVisible();
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(gold.benefits.th);
    expect(within(card).getByText('ถึงระดับ ไพรเวท เมื่อมูลค่าเงินลงทุนตั้งแต่ 10,000,000.00 บาท')).toBeVisible();
  });

  it('shows it in English, and says so at the top tier', async () => {
    stubOverview({ ...gold, code: 'PRIVATE', name: { th: 'ไพรเวท', en: 'Private' }, next: null });
    renderApp('/portfolio', { user: investor, language: 'en' });
    const card = await screen.findByRole('region', { name: 'Your customer tier' });
    expect(within(card).getByText('Private tier')).toBeVisible();
    expect(within(card).getByText('Since 11/12/2026')).toBeVisible();
    expect(within(card).getByText('Priority support line')).toBeVisible();
    expect(within(card).getByText('You are in the highest tier')).toBeVisible();
  });

  it('shows nothing of tiers when the summary has none (tiers off)', async () => {
    stubOverview(undefined);
    renderApp('/portfolio', { user: investor, language: 'en' });
    expect(await screen.findByText('Total value')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Your customer tier' })).toBeNull();
    expect(screen.queryByText(/tier/i)).toBeNull();
  });
});
