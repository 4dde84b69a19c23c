import type { Messages } from '../../types.ts';
import type { tiersTh } from './tiers.th.ts';

/** The back office's tiers screens in English. */
export const tiersEn: Messages<typeof tiersTh> = {
  tiers: {
    name: 'Customer tiers',
    fields: {
      id: 'Tier code',
      name: 'Tier',
      'name.th': 'Name (Thai)',
      'name.en': 'Name (English)',
      minAum: 'From assets under management (THB)',
      benefits: 'Benefits',
      'benefitLines.th': 'Benefits (Thai), one per line',
      'benefitLines.en': 'Benefits (English), one per line',
      investors: 'Investors',
      updatedAt: 'Last changed',
      updatedBy: 'Changed by',
    },
    from_baht: 'From {{amount, decimal}} THB',
    rule_note:
      'An investor is in the tier with the highest threshold at or below their assets under management (a threshold counts as reached), worked out again after every settlement.',
    effect_note:
      'A new threshold applies at the next recalculation (Recalculate tiers, or the next settlement).',
    off: 'Customer tiers are off (userTier): no tier is worked out and investors do not see theirs.',
    recalculate: 'Recalculate tiers',
    recalculated: 'Tiers recalculated: {{checked, number}} investors checked, {{changed, number}} changed',
    recalculate_off: 'Customer tiers are off, so nothing was recalculated',
    edit_title: 'Edit tier {{name}}',
    read_only: 'Only administrators can change customer tiers.',
    saved: 'Tier saved',
    min_aum_invalid: 'Enter an amount in THB with up to 2 decimal places',
    benefits_invalid: 'Up to 10 benefits, each up to 200 characters',
    none: 'Not worked out yet',
    since: 'since {{date}}',
  },
};
