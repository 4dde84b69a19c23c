import { kycReviewLimits } from '@fund/domain';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';

/** The optional internal note every decision may carry (up to 1000 characters, as the API allows). */
export function NoteInput({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const translate = useTranslate();
  return (
    <TextField
      label={translate('resources.kyc-cases.actions.note')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      multiline
      minRows={2}
      fullWidth
      margin="normal"
      helperText={translate('resources.kyc-cases.actions.note_helper', {
        max: kycReviewLimits.noteMaxLength,
      })}
      slotProps={{ htmlInput: { maxLength: kycReviewLimits.noteMaxLength } }}
    />
  );
}

/** The note is sent only when something was written. */
export const withNote = <T extends object>(body: T, note: string): T & { note?: string } =>
  note.trim() ? { ...body, note: note.trim() } : body;
