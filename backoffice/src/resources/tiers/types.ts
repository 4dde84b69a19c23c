import type { Answer, ItemOf } from '@fund/contract';
import type { BilingualText as Text } from '@fund/domain';

/** The API's tier (`GET /admin/tiers`, `GET /admin/tiers/:id`). */
/** As `GET /admin/tiers` answers each tier. */
export type TierRecord = ItemOf<Answer<'/admin/tiers'>>;

/** The form edits each language's benefits as one per line. */
export interface TierFormValues {
  name: Text;
  minAum: string;
  benefitLines: Text;
}

export const toFormValues = (tier: TierRecord): TierFormValues & { id: string } => ({
  id: tier.id,
  name: tier.name,
  minAum: tier.minAum,
  benefitLines: { th: tier.benefits.th.join('\n'), en: tier.benefits.en.join('\n') },
});

const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

export const toUpdateBody = (values: TierFormValues) => ({
  name: { th: values.name.th.trim(), en: values.name.en.trim() },
  minAum: values.minAum.trim(),
  benefits: { th: linesOf(values.benefitLines.th), en: linesOf(values.benefitLines.en) },
});

// Mirrors the API: THB with up to 2 places, 0 allowed (the base tier's threshold).
const bahtPattern = /^\d{1,16}(\.\d{1,2})?$/;
export const minAumError = (value: unknown) =>
  typeof value === 'string' && bahtPattern.test(value.trim()) ? undefined : 'resources.tiers.min_aum_invalid';

// The API takes at most 10 benefits a language, each up to 200 characters.
export const benefitsError = (value: unknown) => {
  const lines = linesOf(typeof value === 'string' ? value : '');
  return lines.length > 10 || lines.some((line) => line.length > 200)
    ? 'resources.tiers.benefits_invalid'
    : undefined;
};
