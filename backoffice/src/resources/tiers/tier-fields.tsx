import Alert from '@mui/material/Alert';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { useFormats } from '../../components/formats.ts';
import { useFlagOn } from '../../providers/feature-flag.ts';
import { toLanguage } from '../../providers/language.ts';
import type { TierRecord } from './types.ts';

interface FieldProps {
  label?: string;
  source?: string;
}

/** The tier's name in the reader's language. */
export function TierNameField(_props: FieldProps) {
  const record = useRecordContext<TierRecord>();
  const [locale] = useLocaleState();
  if (!record) return null;
  return <span>{record.name[toLanguage(locale)]}</span>;
}

/** The threshold as "From 1,000,000.00 THB". */
export function MinAumField(_props: FieldProps) {
  const record = useRecordContext<TierRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return <span>{translate('resources.tiers.from_baht', { amount: record.minAum })}</span>;
}

/** The benefits in the reader's language, one per line. */
export function BenefitsField(_props: FieldProps) {
  const record = useRecordContext<TierRecord>();
  const [locale] = useLocaleState();
  if (!record) return null;
  return (
    <ul style={{ margin: 0, paddingInlineStart: '1.2em' }}>
      {record.benefits[toLanguage(locale)].map((benefit) => (
        <li key={benefit}>{benefit}</li>
      ))}
    </ul>
  );
}

/** Said on every screen that shows tiers while the userTier flag is off; nothing while it is on or loading. */
export function TiersOffNote() {
  const flag = useFlagOn('userTier');
  const translate = useTranslate();
  if (flag.data !== false) return null;
  return (
    <Alert severity="warning" sx={{ mb: 1 }}>
      {translate('resources.tiers.off')}
    </Alert>
  );
}

/** A user's tier (`tierName`, `tierSince` on the user record) in the reader's language, with since when. */
export function UserTierField({ withSince = false }: FieldProps & { withSince?: boolean }) {
  const record = useRecordContext<{
    role: string | null;
    tierName: TierRecord['name'] | null;
    tierSince: string | null;
  }>();
  const [locale] = useLocaleState();
  const { businessDate } = useFormats();
  const translate = useTranslate();
  if (!record) return null;
  if (record.role !== null) return <span>—</span>;
  if (!record.tierName) return <span>{translate('resources.tiers.none')}</span>;
  const name = record.tierName[toLanguage(locale)];
  if (!withSince || !record.tierSince) return <span>{name}</span>;
  const date = businessDate(record.tierSince);
  return (
    <span>
      {name} ({translate('resources.tiers.since', { date })})
    </span>
  );
}
