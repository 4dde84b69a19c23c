import Typography from '@mui/material/Typography';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { InstantField } from '../../components/instant-field.tsx';
import type { FeatureFlag } from './types.ts';

/** What the flag does, on and off, in the staff member's language. */
export function FlagEffectField(_props: { label?: string; source?: string }) {
  const record = useRecordContext<FeatureFlag>();
  const [locale] = useLocaleState();
  if (!record) return null;
  return (
    <Typography variant="body2" color="text.secondary">
      {locale === 'en' ? record.governs.en : record.governs.th}
    </Typography>
  );
}

/**
 * The flag's name with what it does beneath: one column, so on a phone the switch beside it stays on the screen
 * (a column of its own for the effect would push the switch out of sight).
 */
export function FlagNameAndEffectField(_props: { label?: string; source?: string }) {
  const record = useRecordContext<FeatureFlag>();
  if (!record) return null;
  return (
    <>
      <Typography variant="body2" fontWeight={600} sx={{ overflowWrap: 'anywhere' }}>
        {record.id}
      </Typography>
      <FlagEffectField />
    </>
  );
}

/** Who switched it last and when; a flag never switched keeps its default. */
export function FlagChangedField(_props: { label?: string; source?: string }) {
  const record = useRecordContext<FeatureFlag>();
  const translate = useTranslate();
  if (!record) return null;
  if (!record.updatedAt) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('resources.feature-flags.never_changed')}
      </Typography>
    );
  }
  return (
    <Typography variant="body2" component="span">
      <InstantField source="updatedAt" />
      {record.updatedBy && (
        <Typography variant="body2" component="span" display="block" color="text.secondary">
          {record.updatedBy}
        </Typography>
      )}
    </Typography>
  );
}
